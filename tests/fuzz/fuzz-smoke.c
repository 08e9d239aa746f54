/* fuzz-smoke.c — a short fuzz run for the normal test suite, without
 * libFuzzer: every file of the target's seed corpus, then a few thousand
 * deterministic mutations of them (byte flips, insertions, deletions,
 * splices).  The long coverage-guided runs use build-aux/fuzz.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>

#include "fuzz.h"

static GByteArray *
mutate (GRand            *rand,
        const GByteArray *input,
        const GByteArray *other)
{
  GByteArray *out = g_byte_array_new ();
  guint n_edits = (guint) g_rand_int_range (rand, 1, 6);

  g_byte_array_append (out, input->data, input->len);
  for (guint k = 0; k < n_edits; k++)
    {
      guint at = out->len ? (guint) g_rand_int_range (rand, 0, (gint32) out->len) : 0;
      static const guint8 interesting[] = { '\0', '\n', '=', '[', ']', '-', ',', 'x', 'O', '.', 0xff, 0xc3, '9' };
      guint8 byte = g_rand_boolean (rand) ? interesting[g_rand_int_range (rand, 0, G_N_ELEMENTS (interesting))]
                                          : (guint8) g_rand_int_range (rand, 0, 256);

      switch (g_rand_int_range (rand, 0, 4))
        {
        case 0:
          if (out->len)
            out->data[at] = byte;
          break;
        case 1:
          g_byte_array_append (out, &byte, 1);
          memmove (out->data + at + 1, out->data + at, out->len - 1 - at);
          out->data[at] = byte;
          break;
        case 2:
          if (out->len)
            {
              guint length = (guint) g_rand_int_range (rand, 1, 8);

              g_byte_array_remove_range (out, at, MIN (out->len - at, length));
            }
          break;
        default:
          if (other->len)
            {
              guint from = (guint) g_rand_int_range (rand, 0, (gint32) other->len);

              g_byte_array_set_size (out, at);
              g_byte_array_append (out, other->data + from, other->len - from);
            }
        }
    }
  return out;
}

int
main (int    argc,
      char **argv)
{
  g_autoptr (GPtrArray) corpus = g_ptr_array_new_with_free_func ((GDestroyNotify) g_byte_array_unref);
  g_autoptr (GRand) rand = g_rand_new_with_seed (20261130);
  const char *folder;
  g_autoptr (GDir) dir = NULL;
  g_autoptr (GError) error = NULL;
  const char *name;
  guint runs = 0;

  if (argc != 2)
    {
      fprintf (stderr, "usage: %s CORPUS-FOLDER\n", argv[0]);
      return 2;
    }
  folder = argv[1];
  dir = g_dir_open (folder, 0, &error);
  g_assert_no_error (error);
  while ((name = g_dir_read_name (dir)))
    {
      g_autofree char *path = g_build_filename (folder, name, NULL);
      char *contents;
      gsize length;

      g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
      g_ptr_array_add (corpus, g_byte_array_new_take ((guint8 *) contents, length));
    }
  g_assert_cmpuint (corpus->len, >, 0);

  for (guint i = 0; i < corpus->len; i++, runs++)
    {
      GByteArray *input = g_ptr_array_index (corpus, i);

      LLVMFuzzerTestOneInput (input->data, input->len);
    }
  for (guint i = 0; i < 5000; i++, runs++)
    {
      GByteArray *a = g_ptr_array_index (corpus, g_rand_int_range (rand, 0, (gint32) corpus->len));
      GByteArray *b = g_ptr_array_index (corpus, g_rand_int_range (rand, 0, (gint32) corpus->len));
      g_autoptr (GByteArray) input = mutate (rand, a, b);

      LLVMFuzzerTestOneInput (input->data, input->len);
    }
  printf ("1..1\nok 1 %u inputs from %u seeds\n", runs, corpus->len);
  return 0;
}
