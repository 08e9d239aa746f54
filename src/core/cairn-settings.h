/* cairn-settings.h — search mode, depth limit, reduction and guard.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-types.h"

G_BEGIN_DECLS

#define CAIRN_SETTINGS_ERROR (cairn_settings_error_quark ())
GQuark cairn_settings_error_quark (void);

typedef enum {
  CAIRN_SETTINGS_ERROR_MODE,
  CAIRN_SETTINGS_ERROR_DEPTH,
  CAIRN_SETTINGS_ERROR_REDUCTION,
  CAIRN_SETTINGS_ERROR_NODE_CAP,
  CAIRN_SETTINGS_ERROR_PROBE_WINDOW,
  CAIRN_SETTINGS_ERROR_SCORING,
  CAIRN_SETTINGS_ERROR_NULL_WHEN,
  CAIRN_SETTINGS_ERROR_ENGINE_PARTS,
} CairnSettingsError;

typedef enum {
  CAIRN_MODE_PLAIN,     /* depth-limited alpha-beta */
  CAIRN_MODE_NULL,      /* alpha-beta with null-move pruning */
  CAIRN_MODE_VERIFIED,  /* verified null-move pruning (David & Netanyahu) */
  CAIRN_MODE_MINIMAX,   /* no pruning at all */
} CairnMode;

#define CAIRN_N_MODES 4

/* The window a null probe searches (SEARCH-RULES.md §3.1).  Zero is the default so
 * that settings built without cairn_settings_init_default() mean the seed. */
typedef enum {
  CAIRN_PROBE_WINDOW_FULL,  /* the seed: the probing node's own (alpha, beta) */
  CAIRN_PROBE_WINDOW_ZERO,  /* engines: (beta - 1, beta) at a max node, (alpha, alpha + 1) at a min node */
} CairnProbeWindow;

#define CAIRN_N_PROBE_WINDOWS 2

/* What a won game is worth (SEARCH-RULES.md §3.3).  Only games with a seed rule
 * that a horizon guess can outrank tell the two apart: tic-tac-toe wins
 * 10 - ply with `seed`, 1000 - ply with `sound`.  Chess is always
 * sound (a mate is 30000 - ply, CHESS-RULES.md §4.2): both values are accepted for them and
 * search alike, so the default settings and old scenario files stay valid
 * for every game; cairn_settings_scoring_for_game() says what is in force. */
typedef enum {
  CAIRN_SCORING_SEED,   /* the seed's rule for the game */
  CAIRN_SCORING_SOUND,  /* a win outranks every horizon value */
} CairnScoring;

#define CAIRN_N_SCORINGS 2

/* When a null move is tried at all (SEARCH-RULES.md §3.2).  Only games with a
 * has_pieces() hook (chess) tell the two apart; tic-tac-toe has no piece
 * of that kind, accepts both and searches alike under either, so default
 * settings and old scenario files stay valid for every game;
 * cairn_settings_null_when_for_game() says what is in force. */
typedef enum {
  CAIRN_NULL_WHEN_ALWAYS,  /* the seed: wherever SEARCH-RULES.md §2.3 allows a probe */
  CAIRN_NULL_WHEN_PIECES,  /* engines: only when the side to move has a knight, bishop, rook or queen */
} CairnNullWhen;

#define CAIRN_N_NULL_WHENS 2

/* The engine style's parts (SEARCH-RULES.md §4), each switchable alone.  No
 * part at all is the seed style; any part switches on the engine style's
 * common rules (remaining depth, a null move as one ply). */
typedef enum {
  CAIRN_PART_QSEARCH = 1 << 0,  /* quiescence search at the horizon */
  CAIRN_PART_ORDER   = 1 << 1,  /* table move, MVV-LVA captures, killers */
  CAIRN_PART_PVS     = 1 << 2,  /* principal variation search */
  CAIRN_PART_TT      = 1 << 3,  /* transposition table */
  CAIRN_PART_ID      = 1 << 4,  /* iterative deepening */
  CAIRN_PART_CHECK   = 1 << 5,  /* check extension */
  CAIRN_PART_DRAWS   = 1 << 6,  /* repetition and fifty-move rule */
  CAIRN_PART_GATE    = 1 << 7,  /* Stockfish's null-move conditions, Stockfish 15's R */
} CairnEnginePart;

#define CAIRN_N_ENGINE_PARTS 8
/* The preset `engine`: every part. */
#define CAIRN_ENGINE_PARTS_ALL ((1u << CAIRN_N_ENGINE_PARTS) - 1)

#define CAIRN_DEPTH_MIN 1
/* The deepest limit any game allows; each game has its own depth_max. */
#define CAIRN_DEPTH_MAX 16
/* What people may choose: R 1 to 8, or adaptive. */
#define CAIRN_REDUCTION_MIN 1
#define CAIRN_REDUCTION_MAX 8
/* reduction == CAIRN_REDUCTION_ADAPTIVE: R = 3 where more than 6 plies
 * remain, else 2 (Heinz 1999).  A value no fixed R can take, so that
 * R = 0 stays a reduction of its own. */
#define CAIRN_REDUCTION_ADAPTIVE G_MAXUINT
/* R = 0: every probe searches as deep as a real move would (it lands at
 * ply + 1).  No text parses to it and no message offers it: the finder
 * uses it to tell zugzwang from a reduction's blind spot. */
#define CAIRN_REDUCTION_NONE 0

/* Far above the largest tic-tac-toe tree (549,946 nodes for depth-9
 * minimax), far below what would exhaust memory. */
#define CAIRN_NODE_CAP_DEFAULT 20000000u
#define CAIRN_NODE_CAP_MAX     200000000u

struct _CairnSettings {
  CairnMode mode;
  guint     depth;      /* CAIRN_DEPTH_MIN .. the game's depth_max */
  guint     reduction;  /* 1 .. 8, or CAIRN_REDUCTION_ADAPTIVE; 0 for the finder */
  gboolean  guard;      /* skip probes that would land on the horizon */
  guint     node_cap;   /* 0 means CAIRN_NODE_CAP_DEFAULT */
  CairnMove root_move;  /* only this move at the root; CAIRN_NO_MOVE means all */
  CairnProbeWindow probe_window;
  CairnScoring     scoring;
  CairnNullWhen    null_when;
  /* Decisive prunes (cairn_decisive_prunes()): ignore the null probe's
   * verdict at the node created n-th (0-based, in creation order: the
   * tree's node index), a prune or, with verify on, a verification (no
   * fail-high mark, no lowered limit, verify stays on), searching its
   * moves as if the probe had not failed high.
   * Every node before it is created exactly as without the field, so the
   * index names the same node in both searches.  0, the root, which never
   * probes, means none. */
  guint32          ignore_prune_node;
  /* CairnEnginePart bits; 0 is the seed style.  Games without engine
   * rules (CairnGame.engine NULL: tic-tac-toe) refuse any part. */
  guint            engine_parts;
  /* The root's window, when -∞ <= root_alpha < root_beta <= +∞ (the
   * suite's tie tests: a zero window at the value a move must reach);
   * else the full window.  Every iteration of part `id` searches its root with it. */
  int              root_alpha;
  int              root_beta;
};

void        cairn_settings_init_default (CairnSettings *settings);
/* The window the root is searched with: root_alpha/root_beta when they
 * make one, else (-∞, +∞). */
void        cairn_settings_root_window  (const CairnSettings *settings,
                                         int                 *alpha,
                                         int                 *beta);
/* @game: the game searched; NULL means tic-tac-toe. */
gboolean    cairn_settings_validate     (const CairnSettings *settings,
                                         const CairnGame     *game,
                                         GError             **error);

const char *cairn_mode_to_string        (CairnMode mode);
const char *cairn_mode_to_label         (CairnMode mode);
gboolean    cairn_mode_parse            (const char *text,
                                         CairnMode  *mode,
                                         GError    **error);
gboolean    cairn_mode_uses_null_move   (CairnMode mode);
/* Depth limits of tic-tac-toe, the default game. */
gboolean    cairn_depth_parse           (const char *text,
                                         guint      *depth,
                                         GError    **error);
gboolean    cairn_depth_parse_for_game  (const CairnGame *game,
                                         const char      *text,
                                         guint           *depth,
                                         GError         **error);
gboolean    cairn_reduction_parse       (const char *text,
                                         guint      *reduction,
                                         GError    **error);
char       *cairn_reduction_to_string   (guint reduction);
/* A search's mode for people, with how R is chosen where it uses null
 * move: "null move, R=3", "null move, R by Stockfish’s formula". */
char       *cairn_settings_mode_label   (const CairnSettings *settings);

const char *cairn_probe_window_to_string (CairnProbeWindow window);
gboolean    cairn_probe_window_parse     (const char       *text,
                                          CairnProbeWindow *window,
                                          GError          **error);
const char *cairn_scoring_to_string      (CairnScoring scoring);
gboolean    cairn_scoring_parse          (const char    *text,
                                          CairnScoring  *scoring,
                                          GError       **error);
/* TRUE when @game scores wins differently under `seed` and `sound`
 * (tic-tac-toe); FALSE when its rule is sound already (pawn endings).
 * @game: NULL means tic-tac-toe. */
gboolean    cairn_scoring_matters_for_game (const CairnGame *game);
/* The scoring a search of @game with @settings actually uses: @settings'
 * own, or CAIRN_SCORING_SOUND for a game that is always sound. */
CairnScoring cairn_settings_scoring_for_game (const CairnSettings *settings,
                                              const CairnGame     *game);
const char *cairn_null_when_to_string    (CairnNullWhen when);
gboolean    cairn_null_when_parse        (const char     *text,
                                          CairnNullWhen  *when,
                                          GError        **error);
/* TRUE when @game tells the side to move's pieces from pawns and kings
 * (chess), so `pieces` can skip a probe; FALSE for tic-tac-toe.
 * @game: NULL means tic-tac-toe. */
gboolean    cairn_null_when_matters_for_game (const CairnGame *game);
/* The rule a search of @game with @settings actually uses: @settings'
 * own, or CAIRN_NULL_WHEN_ALWAYS for a game without such pieces. */
CairnNullWhen cairn_settings_null_when_for_game (const CairnSettings *settings,
                                                 const CairnGame     *game);
/* The SEARCH-RULES.md §3 options of @settings that differ from the seed, for
 * people ("zero-width probes", "sound scoring", "null move only with
 * pieces", joined), so that text and figures say when a search is not the
 * seed's; NULL when none does.  Scoring and the null-move rule count only
 * where they matter for @game (NULL: tic-tac-toe). */
char        *cairn_settings_options_text    (const CairnSettings *settings,
                                             const CairnGame     *game);
/* "qsearch,order" and the like: part names joined by commas in the
 * order of CairnEnginePart, or "engine" for every part, or "" for none.
 * Parsing takes the same, in any order and case, "none" for no part,
 * and refuses an unknown name, naming it and the parts there are. */
gboolean     cairn_engine_parts_parse      (const char *text,
                                            guint      *parts,
                                            GError    **error);
char        *cairn_engine_parts_to_string  (guint parts);
/* The name of the single part @part ("qsearch"). */
const char  *cairn_engine_part_name        (CairnEnginePart part);
/* Whether @game plays the engine style (it has engine rules); NULL
 * means tic-tac-toe. */
gboolean     cairn_engine_parts_matter_for_game (const CairnGame *game);

/* Whether a search with @a and one with @b, of the same position in
 * @game (NULL: tic-tac-toe), make the same events: they differ at most in
 * what @a's mode has no use for (plain alpha-beta and minimax never read
 * R, the horizon guard, the probe window or the null-move rule; engine
 * part gate reads none of R but 0, the window or the rule), or in
 * options that do not matter for @game. */
gboolean     cairn_settings_same_search     (const CairnSettings *a,
                                             const CairnSettings *b,
                                             const CairnGame     *game);

G_END_DECLS
