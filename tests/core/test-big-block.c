/* test-big-block.c — big arrays grow with their contents exact, and the
 * mark for 2 MB pages covers their whole mapping.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif
#ifdef __linux__
#include <unistd.h>
#endif

#include "cairn-big-block.h"
#include "cairn-tree.h"
#include "test-util.h"

#define MB (1024u * 1024)

static void
fill (guint32 *words,
      gsize    from,
      gsize    to)
{
  for (gsize i = from; i < to; i++)
    words[i] = (guint32) (i * 2654435761u);
}

static void
assert_filled (const guint32 *words,
               gsize          n)
{
  for (gsize i = 0; i < n; i++)
    if (words[i] != (guint32) (i * 2654435761u))
      g_error ("word %" G_GSIZE_FORMAT " of %" G_GSIZE_FORMAT " changed", i, n);
}

/* From the heap past CAIRN_BIG_BLOCK_BYTES (a fresh block, copied) and
 * on (remapped): every byte kept, the new room writable. */
static void
test_renew_keeps_contents (void)
{
  gsize sizes[] = { MB, CAIRN_BIG_BLOCK_BYTES, 2 * CAIRN_BIG_BLOCK_BYTES, 3 * CAIRN_BIG_BLOCK_BYTES };
  guint32 *words = NULL;
  gsize bytes = 0;

  cairn_tree_keep_large_trees_mapped ();
  for (guint k = 0; k < G_N_ELEMENTS (sizes); k++)
    {
      words = cairn_big_block_renew (words, bytes, sizes[k]);
      assert_filled (words, bytes / 4);
      fill (words, bytes / 4, sizes[k] / 4);
      bytes = sizes[k];
    }
  assert_filled (words, bytes / 4);
  /* Smaller again: the first bytes kept. */
  words = cairn_big_block_renew (words, bytes, MB);
  assert_filled (words, MB / 4);
  g_free (words);
}

/* A tree grown node by node as a search grows it, past the jump to a
 * mapped block and past its doubling: every node as it was written. */
static void
test_tree_grow_keeps_contents (void)
{
  CairnPosition root;
  CairnSettings settings;
  CairnTree *tree;
  guint32 n = 2 * (CAIRN_TREE_MAPPED_BYTES / sizeof (CairnNode)) + 1000;
  guint grows = 0;

  cairn_tree_keep_large_trees_mapped ();
  cairn_position_init_empty (&root);
  test_settings (CAIRN_MODE_PLAIN, 3, 1, FALSE, &settings);
  tree = cairn_tree_new (&root, &settings);
  for (guint32 i = 0; i < n; i++)
    {
      if (tree->n_nodes == tree->capacity)
        {
          cairn_tree_grow (tree);
          grows++;
          g_assert_cmpuint (tree->capacity, >, tree->n_nodes);
        }
      memset (&tree->nodes[i], 0, sizeof tree->nodes[i]);
      tree->nodes[i].parent = i - 1;
      tree->nodes[i].created_event = i * 3;
      tree->nodes[i].finished_event = ~i;
      tree->nodes[i].value = (gint16) i;
      tree->n_nodes++;
    }
  /* 1024 nodes doubled to 32,768 (6 growths), the jump, two doublings. */
  g_assert_cmpuint (grows, ==, 9);
  g_assert_cmpuint (tree->capacity, ==, 4 * (CAIRN_TREE_MAPPED_BYTES / sizeof (CairnNode)));
  for (guint32 i = 0; i < n; i++)
    {
      const CairnNode *node = cairn_tree_get (tree, i);

      if (node->parent != i - 1 || node->created_event != i * 3 || node->finished_event != ~i ||
          node->value != (gint16) i)
        g_error ("node %u changed", i);
    }
  cairn_tree_free (tree);
}

/* The start and end of the mapping (/proc/self/smaps) that holds @p, and
 * whether it is marked for huge pages ("hg" among its VmFlags). */
static gboolean
find_mapping (gconstpointer p,
              guint64      *start,
              guint64      *end,
              gboolean     *marked)
{
  g_autofree char *smaps = NULL;
  g_auto (GStrv) lines = NULL;
  gboolean in = FALSE;

  if (!g_file_get_contents ("/proc/self/smaps", &smaps, NULL, NULL))
    return FALSE;
  lines = g_strsplit (smaps, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      char *rest;
      guint64 s = g_ascii_strtoull (lines[i], &rest, 16);

      if (rest != lines[i] && *rest == '-')
        {
          guint64 e = g_ascii_strtoull (rest + 1, NULL, 16);

          in = s <= GPOINTER_TO_SIZE (p) && GPOINTER_TO_SIZE (p) < e;
          if (in)
            {
              *start = s;
              *end = e;
            }
        }
      else if (in && g_str_has_prefix (lines[i], "VmFlags:"))
        {
          *marked = strstr (lines[i], " hg") != NULL;
          return TRUE;
        }
    }
  return FALSE;
}

/* A mark on part of a mapping splits it, and glibc can then no longer
 * remap the block as it grows: realloc copies it whole.  So the mark
 * covers the whole mapping, before and after the block grows. */
static void
test_mark_covers_mapping (void)
{
#if defined(__GLIBC__) && defined(__linux__) && !defined(__SANITIZE_ADDRESS__)
  g_autofree char *thp = NULL;
  guint32 *words;
  gsize bytes = CAIRN_BIG_BLOCK_BYTES;
  guint64 start = 0, end = 0;
  gboolean marked = FALSE;

  if (!g_file_get_contents ("/sys/kernel/mm/transparent_hugepage/enabled", &thp, NULL, NULL) ||
      strstr (thp, "[never]") != NULL)
    {
      g_test_skip ("no transparent huge pages here");
      return;
    }
  cairn_tree_keep_large_trees_mapped ();
  words = cairn_big_block_renew (NULL, 0, bytes);
  fill (words, 0, bytes / 4);
  for (guint k = 0; k < 3; k++)
    {
      gsize page = cairn_big_block_page_bytes ();

      g_assert_cmpuint (page, ==, (gsize) sysconf (_SC_PAGESIZE));
      g_assert_true (find_mapping (words, &start, &end, &marked));
      g_assert_true (marked);
      /* The block's own mapping: from its page to its usable end, whole
       * 2 MB pages (the request allows for glibc's overhead). */
      g_assert_cmpuint (start, ==, GPOINTER_TO_SIZE (words) & ~(page - 1));
      g_assert_cmpuint (end, ==, GPOINTER_TO_SIZE (words) + malloc_usable_size (words));
      g_assert_cmpuint ((end - start) % CAIRN_HUGE_PAGE_BYTES, ==, 0);
      words = cairn_big_block_renew (words, bytes, bytes * 2);
      assert_filled (words, bytes / 4);
      fill (words, bytes / 4, bytes / 2);
      bytes *= 2;
    }
  g_free (words);
#else
  g_test_skip ("marks are made for glibc's mapped blocks on Linux only");
#endif
}

/* Regrown, a big block is room for the new size (contents not kept). */
static void
test_regrow (void)
{
  guint32 *words = NULL;
  gsize bytes = 0;

  cairn_tree_keep_large_trees_mapped ();
  for (gsize size = MB; size <= 4 * CAIRN_BIG_BLOCK_BYTES; size *= 2)
    {
      words = cairn_big_block_regrow (words, bytes, size);
      cairn_big_block_prefault (words, size);
      fill (words, 0, size / 4);
      assert_filled (words, size / 4);
      bytes = size;
    }
  g_free (words);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/big-block/renew-keeps-contents", test_renew_keeps_contents);
  g_test_add_func ("/big-block/tree-grow-keeps-contents", test_tree_grow_keeps_contents);
  g_test_add_func ("/big-block/mark-covers-mapping", test_mark_covers_mapping);
  g_test_add_func ("/big-block/regrow", test_regrow);
  return g_test_run ();
}
