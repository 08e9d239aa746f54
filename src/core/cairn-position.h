/* cairn-position.h — a board plus the side to move, parsed and validated.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-game.h"

G_BEGIN_DECLS

#define CAIRN_POSITION_ERROR (cairn_position_error_quark ())
GQuark cairn_position_error_quark (void);

typedef enum {
  CAIRN_POSITION_ERROR_LENGTH,      /* not exactly 9 cells */
  CAIRN_POSITION_ERROR_CHARACTER,   /* a cell that is not X, O, '.', '-' or '_' */
  CAIRN_POSITION_ERROR_SIDE,        /* side to move is not x or o */
  CAIRN_POSITION_ERROR_COUNTS,      /* mark counts impossible for the side to move */
  CAIRN_POSITION_ERROR_TWO_WINNERS, /* both sides have three in a row */
} CairnPositionError;

struct _CairnPosition {
  CairnBoard board;
  CairnSide  to_move;
};

#define CAIRN_N_CELLS 9

void      cairn_position_init_empty (CairnPosition *position);
gboolean  cairn_position_parse      (const char     *cells,
                                     const char     *to_move,
                                     CairnPosition  *position,
                                     GError        **error);
gboolean  cairn_side_parse          (const char     *text,
                                     CairnSide      *side,
                                     GError        **error);
gboolean  cairn_position_validate   (const CairnPosition *position,
                                     GError             **error);
CairnSide cairn_position_infer_side (const CairnBoard *board);
char     *cairn_position_to_string  (const CairnPosition *position);
void      cairn_position_format_cells (const CairnBoard *board,
                                       char              out[CAIRN_N_CELLS + 1]);
CairnCell cairn_position_get_cell   (const CairnPosition *position,
                                     guint                index);
void      cairn_position_set_cell   (CairnPosition *position,
                                     guint          index,
                                     CairnCell      cell);
gboolean  cairn_position_equal      (const CairnPosition *a,
                                     const CairnPosition *b);

G_END_DECLS
