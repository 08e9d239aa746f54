/* cairn-cli-tablebase.h — --tablebases DIR and the real result from
 * endgame tables, in the commands that show it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-search.h"

G_BEGIN_DECLS

GOptionEntry *cli_tablebase_entries     (char **dir);
int           cli_tablebase_apply       (const char *dir);
char         *cli_tablebase_move_text   (const CairnPosition *position,
                                         int                  move);
char         *cli_tablebase_best_move_text (const CairnPosition *position,
                                           int                  move);
void          cli_tablebase_print_mate_note (const CairnPosition *position,
                                             int                  engine_mate_in);
gboolean      cli_tablebase_covers      (const CairnPosition *position);
void          cli_tablebase_print       (const CairnPosition *position);
void          cli_tablebase_append_json (GString             *out,
                                         const CairnPosition *position);

G_END_DECLS
