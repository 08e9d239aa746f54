/* test-ripen.c — the worker makes a growing block's next megabytes
 * ready, and never changes what the writer put there.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif
#ifdef __linux__
#include <sys/mman.h>
#include <unistd.h>
#endif

#include "cairn-big-block.h"
#include "cairn-ripen.h"
#include "cairn-tree.h"
#include "test-util.h"

#define MB (1024u * 1024)

/* Waits until the worker has nothing left to do; a worker that never
 * finishes fails the test after a minute rather than hanging it. */
static void
wait_for_worker (void)
{
  for (guint i = 0; i < 60000 && !cairn_ripen_is_idle (); i++)
    g_usleep (1000);
  g_assert_true (cairn_ripen_is_idle ());
}

#if defined(__GLIBC__) && defined(__linux__) && defined(MADV_POPULATE_WRITE) && !defined(__SANITIZE_ADDRESS__)
/* How many of the pages from @from to @to (bytes into @block) are in
 * memory. */
static gsize
resident_pages (gconstpointer block,
                gsize         from,
                gsize         to)
{
  gsize page = (gsize) sysconf (_SC_PAGESIZE);
  gsize start = (GPOINTER_TO_SIZE (block) + from) & ~(page - 1);
  gsize end = (GPOINTER_TO_SIZE (block) + to) & ~(page - 1);
  gsize n = (end - start) / page, resident = 0;
  g_autofree unsigned char *in = g_malloc (n);

  g_assert_cmpint (mincore (GSIZE_TO_POINTER (start), end - start, in), ==, 0);
  for (gsize i = 0; i < n; i++)
    resident += in[i] & 1;
  return resident;
}

/* A 48 MB block with its first 4 MB written: the next 8 MB are made ready,
 * the first 4 MB keep their contents, and the memory from 16 MB on (past
 * the 2 MB page the ready part ends in) is still untouched. */
static void
test_ahead_of_writer (void)
{
  gsize page = (gsize) sysconf (_SC_PAGESIZE);
  CairnRipening ripening = { NULL, 0 };
  guint8 *block;
  gsize before;

  cairn_tree_keep_large_trees_mapped ();
  block = cairn_big_block_renew (NULL, 0, 48 * MB);
  /* glibc fills fresh blocks when MALLOC_PERTURB_ is set (meson test
   * sets it): hand the unwritten part back, as a fresh block has it. */
  g_assert_cmpint (madvise (block + 4 * MB - GPOINTER_TO_SIZE (block) % page, 44 * MB, MADV_DONTNEED), ==, 0);
  g_assert_cmpuint (resident_pages (block, 4 * MB, 48 * MB), ==, 0);
  for (gsize i = 0; i < 4 * MB; i++)
    block[i] = (guint8) (i * 131);
  before = cairn_ripen_get_bytes ();
  cairn_ripen_ahead (&ripening, block, 4 * MB);
  wait_for_worker ();
  if (cairn_ripen_get_bytes () == before)
    {
      g_test_skip ("this kernel cannot populate memory ahead (MADV_POPULATE_WRITE)");
      g_free (block);
      return;
    }
  g_assert_true (ripening.block == block);
  g_assert_cmpuint (ripening.asked, ==, 4 * MB + CAIRN_RIPEN_AHEAD_BYTES);
  g_assert_cmpuint (resident_pages (block, 4 * MB + page, 12 * MB), ==, (8 * MB - page) / page);
  g_assert_cmpuint (resident_pages (block, 16 * MB, 48 * MB), ==, 0);
  for (gsize i = 0; i < 4 * MB; i++)
    if (block[i] != (guint8) (i * 131))
      g_error ("byte %" G_GSIZE_FORMAT " changed", i);
  for (gsize i = 4 * MB; i < 12 * MB; i++)
    if (block[i] != 0)
      g_error ("fresh byte %" G_GSIZE_FORMAT " is not zero", i);

  /* Less than 2 MB further on: nothing asked (the worker works 2 MB at a
   * time); past that, the next part. */
  cairn_ripen_ahead (&ripening, block, 5 * MB);
  g_assert_cmpuint (ripening.asked, ==, 12 * MB);
  cairn_ripen_ahead (&ripening, block, 6 * MB);
  g_assert_cmpuint (ripening.asked, ==, 14 * MB);
  /* Near its end: from where the writer is up to the block's usable end,
   * not past it. */
  cairn_ripen_ahead (&ripening, block, 45 * MB);
  g_assert_cmpuint (ripening.asked, ==, malloc_usable_size (block));
  wait_for_worker ();
  g_assert_cmpuint (resident_pages (block, 46 * MB, 48 * MB - page), ==, (2 * MB - page) / page);
  g_free (block);
}
#endif

/* Blocks on the heap (smaller than CAIRN_BIG_BLOCK_BYTES) are left alone:
 * the room past them is someone else's.  A block that moved starts over. */
static void
test_heap_left_alone (void)
{
  CairnRipening ripening = { NULL, 0 };
  guint8 *small = g_malloc (MB);
  gsize before;

  cairn_tree_keep_large_trees_mapped ();
  before = cairn_ripen_get_bytes ();
  cairn_ripen_ahead (&ripening, small, 0);
  cairn_ripen_ahead (&ripening, NULL, 0);
  wait_for_worker ();
  g_assert_cmpuint (cairn_ripen_get_bytes (), ==, before);
  g_assert_null (ripening.block);
  g_assert_cmpuint (ripening.asked, ==, 0);
  g_free (small);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
#if defined(__GLIBC__) && defined(__linux__) && defined(MADV_POPULATE_WRITE) && !defined(__SANITIZE_ADDRESS__)
  g_test_add_func ("/ripen/ahead-of-writer", test_ahead_of_writer);
#endif
  g_test_add_func ("/ripen/heap-left-alone", test_heap_left_alone);
  return g_test_run ();
}
