/* cairn-engine-table.h — the engine style's transposition table
 * (SEARCH-RULES.md §4.7).
 *
 * A map from the whole position key to one entry, with no size limit
 * and no replacement by slot: open addressing over full keys, grown
 * before it fills, so a search's result never depends on hashing.
 * It grows a little at a time: a table of a million slots took 200 ms
 * to rehash at once (most of it faulting in the new 80 MB), one stall
 * of the window in the middle of a run.  While it grows, the entries not
 * yet moved stay in the old slots, and every store moves a few more.
 * Values are stored as the table holds them (mate values relative to
 * the storing node); the caller converts.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-game.h"

G_BEGIN_DECLS

typedef struct {
  CairnPositionKey key;
  gint16    value;
  gint8     depth;
  guint8    bound;   /* CairnBound */
  CairnMove move;
  guint8    used;    /* private to the table: empty, an entry, or moved on */
} CairnTableEntry;

typedef struct {
  CairnTableEntry *slots;
  gsize            mask;     /* slots - 1, a power of two less one */
  gsize            used;     /* entries in slots */
  /* Growing: the slots before the last growth, of which those from
   * old_cursor on are still to move (NULL: not growing). */
  CairnTableEntry *old_slots;
  gsize            old_mask;
  gsize            old_cursor;
} CairnTable;

void                   cairn_table_init   (CairnTable *table);
void                   cairn_table_clear  (CairnTable *table);
void                   cairn_table_free   (CairnTable *table);
/* NULL when the position has no entry. */
const CairnTableEntry *cairn_table_lookup (const CairnTable       *table,
                                           const CairnPositionKey *key);
/* Stores when the position has no entry or @depth >= the entry's. */
void                   cairn_table_store  (CairnTable             *table,
                                           const CairnPositionKey *key,
                                           int                     depth,
                                           int                     value,
                                           guint                   bound,
                                           CairnMove               move);

/* Mate values (|v| >= CAIRN_TABLE_MATE_VALUE) are kept relative to the
 * node that stores them and turned back at the reading node's ply. */
#define CAIRN_TABLE_MATE_VALUE 29744

static inline int
cairn_table_value_to_store (int   value,
                            guint ply)
{
  if (value >= CAIRN_TABLE_MATE_VALUE)
    return value + (int) ply;
  if (value <= -CAIRN_TABLE_MATE_VALUE)
    return value - (int) ply;
  return value;
}

static inline int
cairn_table_value_read (int   value,
                        guint ply)
{
  if (value >= CAIRN_TABLE_MATE_VALUE)
    return value - (int) ply;
  if (value <= -CAIRN_TABLE_MATE_VALUE)
    return value + (int) ply;
  return value;
}

G_END_DECLS
