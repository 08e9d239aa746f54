/* cairn-cli-output.h — what several commands print: moves and lines of
 * play for people, the position line and table rows, and the JSON
 * members for settings, counters and moves.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-decisive.h"
#include "cairn-search.h"

G_BEGIN_DECLS

void          cli_print_settings_json (GString             *out,
                                       const CairnPosition *position,
                                       const CairnSettings *settings);
/* ,"engine_parts":"…" when @parts has any part; nothing in the seed style. */
void          cli_append_engine_parts_json (GString *out,
                                            guint    parts);
void          cli_print_counters_json (GString             *out,
                                       const CairnGame     *game,
                                       const CairnCounters *counters);
void          cli_append_move_json (GString         *out,
                                    const CairnGame *game,
                                    int              move);
/* The line of a null prune for people: "X plays cell 4, O passes" or
 * "Kf6, Ke8, e7"; *@side: the side to move at its end. */
char         *cli_line_to_text    (const CairnPosition      *position,
                                   const CairnDecisivePrune *prune,
                                   CairnSide                *side);
/* The best move @move of @position for people: "4", "Kd2" or "none". */
char         *cli_move_to_text    (const CairnPosition *position,
                                   int                  move);
char         *cli_pad             (const char *text,
                                   guint       width);
char         *cli_pad_end         (const char *text,
                                   guint       width);
/* "position …, X to move, depth limit 9, R 2…": the first line of search
 * and compare. */
void          cli_print_position_line (const CairnPosition *position,
                                       const CairnSettings *settings);
/* A row of the search and compare tables: @label padded to 16
 * characters, then @cells. */
void          cli_print_row       (const char *label,
                                   const char *cells);
/* Says so and returns TRUE when @position's game is already over. */
gboolean      cli_print_game_over (const CairnPosition *position);

G_END_DECLS
