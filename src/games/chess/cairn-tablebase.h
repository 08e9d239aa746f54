/* cairn-tablebase.h — the real result of a chess position from endgame
 * tablebases (Gaviota, through libgaviotatb): win, draw or loss for the
 * side to move and the distance to mate, for the root and for every root
 * move.  Beside the search's guess, this is the truth a lesson checks
 * against.  Chess's own (CAIRN_GAME_TABLEBASES): core asks it through
 * the game table's `tablebase` hooks (cairn_game_tablebase_probe_root()).
 *
 * The prober keeps global state: every call here is guarded by one lock,
 * so any thread may call any function.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-position.h"
#include "cairn-chess-board.h"

G_BEGIN_DECLS

/* Where Debian's gaviotatb package puts the 3-man tables. */
#define CAIRN_TABLEBASE_DEFAULT_DIR "/usr/share/gaviotatb"

typedef struct {
  CairnMove             move;
  gboolean              known;    /* FALSE when the position after it is not in the tables */
  CairnTablebaseOutcome outcome;  /* for the side that plays the move */
  guint                 plies;    /* to mate, counting this move; 0 for a draw */
} CairnTablebaseMove;

typedef struct {
  CairnTablebaseStatus  status;
  guint                 men;      /* men on the board, kings included */
  guint                 max_men;  /* most men the tables hold (0 when absent) */
  CairnTablebaseOutcome outcome;  /* for the side to move; only when FOUND */
  guint                 plies;    /* to mate with best play; 0 for a draw or a mate already given */
  guint                 n_moves;
  CairnTablebaseMove    moves[CAIRN_MAX_MOVES];
} CairnTablebaseVerdict;

/* The folder to read tables from; NULL or "" for the default.  The next
 * probe loads it.  Thread-safe. */
void      cairn_tablebase_set_dir  (const char *dir);
/* The folder set (the default when none is), newly allocated. */
char     *cairn_tablebase_get_dir  (void);

/* The root only: cheap enough for every case the finder reports.
 * Returns the status; *@outcome and *@plies are set when FOUND. */
CairnTablebaseStatus cairn_tablebase_probe_root (const CairnPosition   *position,
                                                 CairnTablebaseOutcome *outcome,
                                                 guint                 *plies);
/* The root and every legal move.  Returns TRUE when FOUND. */
gboolean  cairn_tablebase_probe    (const CairnPosition   *position,
                                    CairnTablebaseVerdict *verdict);
/* The outcome after @move for the side that plays it (FALSE when not
 * in the tables or not a legal move). */
gboolean  cairn_tablebase_probe_move (const CairnPosition   *position,
                                      CairnMove              move,
                                      CairnTablebaseOutcome *outcome,
                                      guint                 *plies);

/* Full moves to mate for the side that mates, from @plies plies; 0 for
 * a draw. */
guint     cairn_tablebase_mate_in  (CairnTablebaseOutcome outcome,
                                    guint                 plies);
const char *cairn_tablebase_outcome_to_string (CairnTablebaseOutcome outcome);

/* For people, translated.  The root: "In real chess (tablebase): White
 * wins, mate in 21; only Kf6 wins", or why the tables cannot say ("… no
 * tables found in DIR …", "… no verdict for 5 men; the tables here hold
 * up to 3"); NULL for a game other than chess, and for more men than
 * any endgame tables hold (CAIRN_TABLEBASE_LARGEST): there the line
 * would only say the obvious on every position. */
#define CAIRN_TABLEBASE_LARGEST 7  /* men: the largest tables there are */
char     *cairn_tablebase_describe (const CairnPosition         *position,
                                    const CairnTablebaseVerdict *verdict);
/* Every move: "Kf6 wins, mate in 21; Ke4 draws; …"; NULL unless FOUND. */
char     *cairn_tablebase_describe_moves (const CairnPosition         *position,
                                          const CairnTablebaseVerdict *verdict);
/* One move, for the side that plays it: "wins, mate in 21", "draws",
 * "loses, mated in 3". */
char     *cairn_tablebase_describe_outcome (CairnTablebaseOutcome outcome,
                                            guint                 plies);
/* The verdict as a JSON object: status, result, DTM and every move. */
void      cairn_tablebase_append_json (GString                     *out,
                                       const CairnPosition         *position,
                                       const CairnTablebaseVerdict *verdict);

/* The game table's `tablebase` hooks: the three functions above. */
extern const CairnTablebaseRules cairn_chess_tablebase_rules;

G_END_DECLS
