/* cairn-game.h — the game interface the search, the tree and the painter
 * are written against.
 *
 * One CairnGame table of functions per game, in that game's own files,
 * listed by id in the registry (src/games/cairn-games.h); nothing outside
 * a game's files knows its rules, and core names no game: what core does
 * differently per game it reads from the table (CairnGameFlags, hooks).
 * Moves are small integers in a fixed order; their text, in both
 * directions, belongs to the game.  The search keeps one
 * board per stack frame (copy-make), so games need no undo.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-types.h"

G_BEGIN_DECLS

/* Every game's board fits one 72-byte record, so a position, a search
 * frame or a tree's root stores any game's board by value.  Its bytes
 * belong to the game: each game reads its own record through an accessor
 * in its own header, which asserts that the record fits. */
typedef struct {
  guint64 storage[9];
} CairnBoard;

G_STATIC_ASSERT (sizeof (CairnBoard) == 72);

/* Where a game's expand() stopped, for its expand_more(): `more` for
 * the search, the rest the game's own (chess keeps its move generator's
 * place there). */
typedef struct {
  gboolean more;  /* the game may have moves it has not handed out yet */
  guint64  storage[4];
} CairnMoveCursor;

/* The most legal moves any game may offer in one position (chess: 218). */
#define CAIRN_MAX_MOVES 218

/* No square of the drawing grid. */
#define CAIRN_NO_SQUARE G_MAXUINT

/* How a finished game ended, by the name its rules give it. */
typedef enum {
  CAIRN_GAME_END_NONE,       /* not over */
  CAIRN_GAME_END_WIN,        /* won, the rules give it no other name */
  CAIRN_GAME_END_DRAW,       /* drawn, likewise */
  CAIRN_GAME_END_CHECKMATE,
  CAIRN_GAME_END_STALEMATE,
  CAIRN_GAME_END_DEAD,       /* dead position: too little material to mate */
} CairnGameEnd;

/* A position as the engine style's table and repetition rule tell
 * positions apart (SEARCH-RULES.md §4.7): compared whole, never by a hash alone. */
typedef struct {
  guint64 words[8];
  guint32 extra;    /* the side to move and whatever else the game keeps apart */
} CairnPositionKey;

/* What the engine style (SEARCH-RULES.md §4) needs of a game beyond its rules of
 * play.  NULL in a game that does not play it (tic-tac-toe). */
typedef struct {
  /* -1 for a quiet move; else the move's MVV-LVA rank, higher first:
   * the victim's value (plus a queen promotion's), then the attacker
   * from the least. */
  int        (*tactical_rank)   (const CairnBoard *board,
                                 CairnSide         side,
                                 CairnMove         move);
  /* The legal moves tactical_rank() ranks, in search order, each rank
   * into @ranks; returns how many.  The quiescence search's moves. */
  guint      (*tactical_moves)  (const CairnBoard *board,
                                 CairnSide         side,
                                 CairnMove        *moves,
                                 int              *ranks);
  void       (*key)             (const CairnBoard *board,
                                 CairnSide         side,
                                 CairnPositionKey *key);
  /* Plies since the last capture or pawn move (FEN's halfmove clock). */
  guint      (*halfmove)        (const CairnBoard *board);
  /* The count-only search in the engine style, as cairn_count_search()
   * (which hands every search with engine parts here): the game's own
   * fast path, held to the stepping engine by the tests. */
  gboolean   (*count_search)    (const CairnPosition *position,
                                 const CairnSettings *settings,
                                 CairnCounters       *counters);
} CairnEngineRules;

/* How a piece looks, so that the painter and the charts draw any game's
 * pieces without knowing the game: a shape the drawing code knows and
 * the side it belongs to.  Each game lists a look for every CairnPiece
 * its piece_at() returns. */
typedef enum {
  CAIRN_LOOK_NONE = 0,  /* an empty square */
  CAIRN_LOOK_CROSS,     /* a mark of strokes: tic-tac-toe's X */
  CAIRN_LOOK_RING,      /* tic-tac-toe's O */
  CAIRN_LOOK_KING,      /* the chess men, in the order of their letters KQRBNP */
  CAIRN_LOOK_QUEEN,
  CAIRN_LOOK_ROOK,
  CAIRN_LOOK_BISHOP,
  CAIRN_LOOK_KNIGHT,
  CAIRN_LOOK_PAWN,
  CAIRN_LOOK_DISC,      /* a round counter: Connect Four's, red for X, yellow for O */
} CairnLookShape;

typedef struct {
  CairnLookShape shape;
  CairnSide      side;
} CairnPieceLook;

/* What a game is and offers, as data, so that code outside the game asks
 * the table instead of guessing from the game's id or shape. */
typedef enum {
  /* Drawn as a chequered board of men (else as a grid of marks). */
  CAIRN_GAME_CHEQUERED       = 1 << 0,
  /* Positions are edited man by man: set_piece() is there. */
  CAIRN_GAME_EDITS_PIECES    = 1 << 1,
  /* The null move's `pieces` rule (SEARCH-RULES.md §3) applies: has_pieces()
   * tells whether a side has more than pawns and its king. */
  CAIRN_GAME_PIECES_RULE     = 1 << 2,
  /* The seed's scoring is offered beside the sound one: terminal_sound()
   * is there (else the game's one scoring is sound). */
  CAIRN_GAME_SEED_SCORING    = 1 << 3,
  /* Endgame tablebases know the game's positions (its tablebase hooks
   * answer), so the real result can be shown beside the search's. */
  CAIRN_GAME_TABLEBASES      = 1 << 4,
  /* The engine style (SEARCH-RULES.md §4) and a UCI engine's opinion apply:
   * `engine` is there, and its position text is what engines read. */
  CAIRN_GAME_ENGINE_STYLE    = 1 << 5,
  /* Its rules name how a game ends beyond a win or a draw (checkmate,
   * stalemate, dead position): end_kind() is there. */
  CAIRN_GAME_NAMED_ENDS      = 1 << 6,
  /* EPD suites hold its positions (its position text is FEN). */
  CAIRN_GAME_EPD             = 1 << 7,
  /* The finder can enumerate its positions of a given material
   * (`cairn-cli find --material`). */
  CAIRN_GAME_MATERIAL        = 1 << 8,
} CairnGameFlags;

/* What endgame tables say, for the side to move (a move's: for the side
 * that plays it). */
typedef enum {
  CAIRN_TABLEBASE_LOSS = -1,
  CAIRN_TABLEBASE_DRAW = 0,
  CAIRN_TABLEBASE_WIN = 1,
} CairnTablebaseOutcome;

typedef enum {
  CAIRN_TABLEBASE_FOUND,        /* the tables hold the position */
  CAIRN_TABLEBASE_ABSENT,       /* no tables in the folder */
  CAIRN_TABLEBASE_NOT_COVERED,  /* the tables do not hold this position */
  CAIRN_TABLEBASE_NOT_KNOWN,    /* a game the tables know nothing of */
} CairnTablebaseStatus;

/* A game's endgame tables (CAIRN_GAME_TABLEBASES), as core's suites and
 * the finder ask them; the game's own header has the rest. */
typedef struct {
  /* The root: the status; *@outcome and *@plies (to mate) when FOUND. */
  CairnTablebaseStatus (*probe_root) (const CairnPosition   *position,
                                      CairnTablebaseOutcome *outcome,
                                      guint                 *plies);
  /* After @move, for the side that plays it; FALSE when the tables do
   * not hold it or the move is not legal. */
  gboolean             (*probe_move) (const CairnPosition   *position,
                                      CairnMove              move,
                                      CairnTablebaseOutcome *outcome,
                                      guint                 *plies);
  /* One move's outcome for people: "wins, mate in 21", "draws". */
  char                *(*describe_outcome) (CairnTablebaseOutcome outcome,
                                            guint                 plies);
} CairnTablebaseRules;

struct _CairnGame {
  const char *id;           /* files, JSON, the command line */
  /* An id older files and scripts still use for the game; NULL if none. */
  const char *former_id;
  CairnGameFlags flags;
  const char *label;        /* for people; mark with N_(), show with _() */
  guint       depth_max;    /* deepest depth limit the game allows (at most CAIRN_DEPTH_MAX) */
  guint       max_moves;    /* most legal moves in one position (at most CAIRN_MAX_MOVES) */
  guint       width;        /* drawing grid, in squares */
  guint       height;
  /* Sentences may name a move as "cell %u" with the move's number, and
   * JSON stores it as a number: tic-tac-toe's text since its first files. */
  gboolean    numbered_moves;
  /* The position text names the side to move (FEN does); else files
   * store it beside the text. */
  gboolean    text_has_side;
  /* The sides in files, JSON and on the command line ("x"/"o", "w"/"b"),
   * and for people: marked with N_() where a translation needs them, shown
   * through cairn_game_side_name(). */
  const char *side_ids[2];
  const char *side_names[2];
  /* A won game scores win_score - ply for the maximiser (ply - win_score
   * for the minimiser), above every other value; 0 when values never mean
   * a won game (tic-tac-toe's seed scoring lets a guess outrank a win). */
  int         win_score;

  /* Builds any tables the functions below rely on; safe to call often. */
  void       (*init)            (void);

  /* The legal moves of @side in search order, into @moves (room for
   * max_moves); returns how many. */
  guint      (*legal_moves)     (const CairnBoard *board,
                                 CairnSide         side,
                                 CairnMove        *moves);
  void       (*play)            (CairnBoard       *board,
                                 CairnSide         side,
                                 CairnMove         move);
  /* What a pass does to the board; NULL when it changes nothing. */
  void       (*play_null)       (CairnBoard       *board);
  /* NULL when no side is ever in check: null probes are never tried while
   * the side to move is in check. */
  gboolean   (*in_check)        (const CairnBoard *board,
                                 CairnSide         side);
  /* TRUE when the game is over; *score is then the value at @ply, from the
   * maximiser's side. */
  gboolean   (*terminal)        (const CairnBoard *board,
                                 CairnSide         to_move,
                                 guint             ply,
                                 int              *score);
  /* Static evaluation at the horizon, from the maximiser's side. */
  int        (*evaluate)        (const CairnBoard *board);

  /* The position a new scenario starts from. */
  void       (*init_position)   (CairnBoard       *board,
                                 CairnSide        *to_move);
  /* @to_move may be NULL when the text says (or the game can infer) it. */
  gboolean   (*parse_position)  (const char       *text,
                                 const char       *to_move,
                                 CairnBoard       *board,
                                 CairnSide        *side,
                                 GError          **error);
  gboolean   (*validate)        (const CairnBoard *board,
                                 CairnSide         to_move,
                                 GError          **error);
  /* The text parse_position reads back (with @to_move where the game's
   * notation holds it). */
  char      *(*position_to_string) (const CairnBoard *board,
                                    CairnSide         to_move);
  /* A move for files, JSON and DOT: "4", "e2e4". */
  char      *(*move_to_string)  (CairnMove         move);
  /* A move for people, as played from @board by @side: "4", "Kd2", "exd5". */
  char      *(*move_to_text)    (const CairnBoard *board,
                                 CairnSide         side,
                                 CairnMove         move);
  gboolean   (*parse_move)      (const CairnBoard *board,
                                 CairnSide         side,
                                 const char       *text,
                                 CairnMove        *move,
                                 GError          **error);

  /* Drawing: what stands on square (@column, @row) of the width × height
   * grid, row 0 at the top. */
  CairnPiece (*piece_at)        (const CairnBoard *board,
                                 guint             column,
                                 guint             row);
  /* What each piece piece_at() may return looks like, indexed by the
   * piece (n_piece_looks of them; [0] is the empty square). */
  const CairnPieceLook *piece_looks;
  guint                 n_piece_looks;
  /* The grid squares (row × width + column) a move leaves and reaches,
   * for highlighting; *from is CAIRN_NO_SQUARE for a placed mark. */
  void       (*move_squares)    (CairnMove         move,
                                 guint            *from,
                                 guint            *to);

  /* terminal() under the scoring `sound` (SEARCH-RULES.md §3.3): a win outranks
   * every horizon value.  NULL when terminal() already does, so the
   * game has one scoring for both settings (chess). */
  gboolean   (*terminal_sound)  (const CairnBoard *board,
                                 CairnSide         to_move,
                                 guint             ply,
                                 int              *score);
  /* Board editing: puts @piece (CAIRN_PIECE_NONE clears) on square
   * (@column, @row) of the grid, whatever stood there, without judging
   * the result (validate does).  NULL for games edited otherwise. */
  void       (*set_piece)       (CairnBoard       *board,
                                 guint             column,
                                 guint             row,
                                 CairnPiece        piece);
  /* TRUE when @side has a knight, bishop, rook or queen (SEARCH-RULES.md §3.2,
   * null move `pieces`); NULL for games without such pieces. */
  gboolean   (*has_pieces)      (const CairnBoard *board,
                                 CairnSide         side);

  /* Optional, all three or none: the moves of a node the search expands,
   * a few at a time, for games where most nodes stop after a few moves
   * (alpha-beta cutoffs) and generating them all costs.  NULL: the search
   * asks terminal() and legal_moves().
   * expand(): terminal() and the first moves in search order in one:
   * CAIRN_GAME_OVER with *score as terminal() gives it, else how many
   * moves it put into @moves (at least one), @cursor filled. */
  guint      (*expand)          (const CairnBoard *board,
                                 CairnSide         side,
                                 guint             ply,
                                 CairnMove        *moves,
                                 int              *score,
                                 CairnMoveCursor  *cursor);
  /* The next moves in search order, into @moves: how many (0: none
   * left).  Both set cursor->more to FALSE once no move is left. */
  guint      (*expand_more)     (const CairnBoard *board,
                                 CairnSide         side,
                                 CairnMove        *moves,
                                 CairnMoveCursor  *cursor);
  /* How many moves the next calls of expand_more() would give. */
  guint      (*count_more)      (const CairnBoard      *board,
                                 CairnSide              side,
                                 const CairnMoveCursor *cursor);

  /* Optional: the value at @ply of the board after @side plays @move on
   * @board (left as it was), as terminal() then evaluate() give it: the
   * search's horizon leaves in one call.  NULL: play(), terminal() and
   * evaluate(). */
  int        (*value_after)     (const CairnBoard *board,
                                 CairnSide         side,
                                 CairnMove         move,
                                 guint             ply);

  /* Optional: how the game on @board ended, in its rules' own words
   * (checkmate, stalemate…).  NULL: a plain win or draw as terminal()
   * scores it. */
  CairnGameEnd (*end_kind)      (const CairnBoard *board,
                                 CairnSide         to_move);

  /* Optional: the engine style's needs (SEARCH-RULES.md §4); NULL: the game
   * refuses engine parts.  There exactly when CAIRN_GAME_ENGINE_STYLE. */
  const CairnEngineRules *engine;

  /* Optional: TRUE when @text looks like the game's position text (FEN:
   * '/' between ranks), for cairn_games_guess(). */
  gboolean   (*looks_like)      (const char       *text);
  /* Optional: every legal position, each side to move, in a fixed order:
   * the finder's run over a whole game.  NULL where there are too many. */
  GArray    *(*all_positions)   (void);
  /* Optional: the game's endgame tables; there exactly when
   * CAIRN_GAME_TABLEBASES. */
  const CairnTablebaseRules *tablebase;
};

/* What expand() returns for a finished game. */
#define CAIRN_GAME_OVER G_MAXUINT

/* The side as people call it in the user's language: "X", "White". */
const char              *cairn_game_side_name (const CairnGame *game,
                                               CairnSide        side);
/* How @piece looks (an empty look for a piece the game lists no look
 * for), and how the piece on square (@column, @row) of @board does. */
CairnPieceLook           cairn_game_piece_look (const CairnGame *game,
                                                CairnPiece       piece);
CairnPieceLook           cairn_game_look_at   (const CairnGame  *game,
                                               const CairnBoard *board,
                                               guint             column,
                                               guint             row);
/* How the game on @board ended (CAIRN_GAME_END_NONE: it goes on), by
 * the name the game's rules give it where they have one. */
CairnGameEnd             cairn_game_end       (const CairnGame  *game,
                                               const CairnBoard *board,
                                               CairnSide         to_move);
/* The side in files and JSON: "x", "w". */
const char              *cairn_game_side_id   (const CairnGame *game,
                                               CairnSide        side);
/* TRUE when @value means a won game; *winner and *ply (the ply at which
 * the game is won) may be NULL. */
gboolean                 cairn_game_value_is_win (const CairnGame *game,
                                                  int              value,
                                                  CairnSide       *winner,
                                                  guint           *ply);
/* A value as every view shows it on its own: a mate in the one form
 * "White mates, ply 3" (Connect Four: "X wins, ply 3"), the only words
 * any view gives a won game; any other value as a number with a true
 * minus sign ("−40"). */
char                    *cairn_game_value_text    (const CairnGame *game,
                                                   int              value);
/* @value where a number must stay (the CLI, the trace, a sentence that
 * compares values): "120", "-40", or a win as the number with the same
 * words, "29997 (White mates, ply 3)". */
char                    *cairn_game_value_to_text (const CairnGame *game,
                                                   int              value);

/* The game's endgame tables (its `tablebase` hooks) on @position:
 * CAIRN_TABLEBASE_NOT_KNOWN for a game without them. */
CairnTablebaseStatus cairn_game_tablebase_probe_root (const CairnPosition   *position,
                                                      CairnTablebaseOutcome *outcome,
                                                      guint                 *plies);
gboolean             cairn_game_tablebase_probe_move (const CairnPosition   *position,
                                                      CairnMove              move,
                                                      CairnTablebaseOutcome *outcome,
                                                      guint                 *plies);

G_END_DECLS
