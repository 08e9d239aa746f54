/* cairn-big-block.c — arrays of tens of megabytes that cost few page
 * faults.
 *
 * A search tree, its event log and its layout are arrays of tens to
 * hundreds of megabytes, written for the first time as they grow.  Each
 * fresh 4 KiB page costs a page fault: 4-35 µs in the virtual machines
 * the window is measured in (bench-window), where the main thread took
 * 37,000 of them during a Finish of Kiwipete and the layout thread
 * 170,000.  Backed by 2 MB pages (transparent huge pages, which Linux
 * gives to memory marked for them), the same memory costs one fault per
 * 2 MB: a 64 MB block was written in 22 ms instead of 575.
 *
 * Only blocks mapped on their own are marked, whole: a mark on part of a
 * mapping splits it, and glibc can no longer grow it in place (mremap
 * fails and realloc copies everything), and a mark on the heap would
 * stay with whatever the heap holds there later.  So the marks are only
 * made once cairn_big_block_keep_mapped() says that blocks of
 * CAIRN_BIG_BLOCK_BYTES and more are mapped on their own (see
 * cairn_tree_keep_large_trees_mapped()).  Elsewhere, and where the call
 * is missing, the blocks are plain memory.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib.h>
#include <string.h>
#ifdef G_OS_UNIX
#include <unistd.h>
#endif
#ifdef __linux__
#include <sys/mman.h>
#endif
#ifdef __GLIBC__
#include <malloc.h>
#endif

#include "cairn-big-block.h"

/* What glibc's malloc.c (64-bit: SIZE_SZ 8, MALLOC_ALIGNMENT 16) maps
 * beyond a request of n bytes that it serves with mmap: request2size()
 * makes the chunk n + 8 rounded up to 16, sysmalloc_mmap() maps that + 8
 * (no next chunk lends it a prev_size field) rounded up to the page, and
 * the block starts 16 bytes into the mapping, after the chunk's header
 * (prev_size and size: CHUNK_HDR_SZ).  So the header is 16 bytes, but
 * k × 2 MB - 24 is the largest request mapped in exactly k × 2 MB (its
 * usable size then ends where the mapping does).  The figure matters one
 * way: with 16, every block maps a 4 KiB page past its whole 2 MB pages,
 * and Linux no longer places the mapping on a 2 MB boundary, so its first
 * and last 2 MB are small pages (seen on Linux 6.18, glibc 2.36); a figure
 * above 24 only leaves up to a page unused.  With other C libraries, or a
 * 32-bit glibc, the blocks work all the same, with fewer 2 MB pages. */
#define GLIBC_MMAP_OVERHEAD 24

static gboolean big_blocks_mapped;

/* The system's page size, asked once. */
gsize
cairn_big_block_page_bytes (void)
{
  static gsize page;

  if (g_once_init_enter (&page))
    {
#ifdef _SC_PAGESIZE
      gsize found = (gsize) sysconf (_SC_PAGESIZE);
#else
      gsize found = 4096; /* no POSIX: the common page size */
#endif
      g_once_init_leave (&page, found);
    }
  return page;
}

/* Says that blocks of CAIRN_BIG_BLOCK_BYTES and more come from a mapping
 * of their own (glibc with M_MMAP_THRESHOLD and M_TRIM_THRESHOLD at that
 * size): they may be marked for 2 MB pages. */
void
cairn_big_block_keep_mapped (void)
{
  big_blocks_mapped = TRUE;
}

/* Whether blocks of CAIRN_BIG_BLOCK_BYTES and more are mapped on their
 * own and marked: then room reserved beyond need costs no memory until
 * it is written. */
gboolean
cairn_big_block_is_mapped (void)
{
  return big_blocks_mapped;
}

/* Marks @block (from g_malloc(), g_realloc()) for 2 MB pages when it is
 * big and mapped on its own, its whole mapping: from its page to the end
 * of its usable size, which for a mapped glibc block is where its mapping
 * ends.  Contents stay as they are.  Returns whether it was marked. */
gboolean
cairn_big_block_advise (gpointer block)
{
#if defined(__GLIBC__) && defined(MADV_HUGEPAGE)
  gsize page = cairn_big_block_page_bytes ();
  gsize size, start, end;

  if (!big_blocks_mapped || block == NULL)
    return FALSE;
  size = malloc_usable_size (block);
  if (size < CAIRN_BIG_BLOCK_BYTES)
    return FALSE;
  start = GPOINTER_TO_SIZE (block) & ~(page - 1);
  end = (GPOINTER_TO_SIZE (block) + size + page - 1) & ~(page - 1);
  return madvise (GSIZE_TO_POINTER (start), end - start, MADV_HUGEPAGE) == 0;
#else
  return FALSE;
#endif
}

/* What to ask malloc for to get room for @bytes: for a big block, a
 * request whose mapping is a whole number of 2 MB pages (see
 * GLIBC_MMAP_OVERHEAD); Linux places a mapping of whole 2 MB pages on a
 * 2 MB boundary, so every page of the block can be a 2 MB one.
 * Otherwise the first and last 2 MB of each block were 4 KiB pages: a
 * thousand page faults a tree. */
static gsize
request_for (gsize bytes)
{
  if (!big_blocks_mapped || bytes < CAIRN_BIG_BLOCK_BYTES ||
      bytes > G_MAXSIZE - 2 * CAIRN_HUGE_PAGE_BYTES)
    return bytes;
  return (bytes + GLIBC_MMAP_OVERHEAD + CAIRN_HUGE_PAGE_BYTES - 1) / CAIRN_HUGE_PAGE_BYTES
         * CAIRN_HUGE_PAGE_BYTES - GLIBC_MMAP_OVERHEAD;
}

/* g_realloc() for big blocks: @block (@old_bytes long) grown to
 * @new_bytes, its contents kept.  Growing past CAIRN_BIG_BLOCK_BYTES, it
 * moves into a fresh mapped block marked before the copy faults it in
 * (realloc would rather stretch a heap block over free heap, where the
 * next growth copies all of it); past that, realloc remaps it in place. */
gpointer
cairn_big_block_renew (gpointer block,
                       gsize    old_bytes,
                       gsize    new_bytes)
{
  if (big_blocks_mapped && new_bytes >= CAIRN_BIG_BLOCK_BYTES && old_bytes < CAIRN_BIG_BLOCK_BYTES)
    {
      gpointer fresh = g_malloc (request_for (new_bytes));

      cairn_big_block_advise (fresh);
      if (block != NULL)
        memcpy (fresh, block, MIN (old_bytes, new_bytes));
      g_free (block);
      return fresh;
    }
  block = g_realloc (block, request_for (new_bytes));
  /* Remapped, a block keeps its mark; copied (when mremap cannot grow
   * it), it needs one. */
  cairn_big_block_advise (block);
  return block;
}

/* Room for @new_bytes in place of @block's @old_bytes, whose contents are
 * not needed: a block bigger than it was grows where it is mapped (its
 * pages already faulted in stay; realloc remaps it), a smaller one is
 * made afresh rather than copied.  The contents after are undefined. */
gpointer
cairn_big_block_regrow (gpointer block,
                        gsize    old_bytes,
                        gsize    new_bytes)
{
  if (big_blocks_mapped && block != NULL && old_bytes >= CAIRN_BIG_BLOCK_BYTES)
    block = g_realloc (block, request_for (new_bytes));
  else
    {
      g_free (block);
      block = g_malloc (request_for (new_bytes));
    }
  cairn_big_block_advise (block);
  return block;
}

/* Faults in every page of @block's first @n_bytes, overwriting them: for
 * a worker to make fresh memory ready before another thread writes it. */
void
cairn_big_block_prefault (gpointer block,
                          gsize    n_bytes)
{
  gsize page = cairn_big_block_page_bytes ();

  cairn_big_block_advise (block);
  for (gsize off = 0; off < n_bytes; off += page)
    ((volatile char *) block)[off] = 0;
}
