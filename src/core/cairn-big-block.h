/* cairn-big-block.h — arrays of tens of megabytes that cost few page
 * faults.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Blocks this big and bigger are worth backing with 2 MB pages. */
#define CAIRN_BIG_BLOCK_BYTES (16u * 1024 * 1024)

/* The size of a transparent huge page on x86-64 and arm64 (4 KiB base
 * pages): the unit big blocks' mappings are rounded to. */
#define CAIRN_HUGE_PAGE_BYTES (2u * 1024 * 1024)

void     cairn_big_block_keep_mapped (void);
gboolean cairn_big_block_is_mapped   (void);
gsize    cairn_big_block_page_bytes  (void);
gboolean cairn_big_block_advise      (gpointer block);
gpointer cairn_big_block_renew       (gpointer block,
                                      gsize    old_bytes,
                                      gsize    new_bytes);
gpointer cairn_big_block_regrow      (gpointer block,
                                      gsize    old_bytes,
                                      gsize    new_bytes);
void     cairn_big_block_prefault    (gpointer block,
                                      gsize    n_bytes);

G_END_DECLS
