/* cairn-tablebase.c — endgame tablebases through libgaviotatb.
 *
 * The library keeps its paths, its open files and its cache in globals,
 * so one lock guards every call into it.  The tables are loaded on the
 * first probe after the folder is set: a folder holding *.gtb.cpN files,
 * or Debian's layout of one subfolder per compression scheme (gtb1 …
 * gtb4).  The board is read through the chess accessors; the rules of
 * chess (moves, mate, dead material) stay in the chess game's files.
 * Only the chess library links libgaviotatb; core reaches these probes
 * through chess's table (cairn_chess_tablebase_rules).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <gtb-probe.h>
#include <stdio.h>
#include <string.h>

#include "cairn-chess.h"
#include "cairn-tablebase.h"

/* Enough for the 3-man tables many times over, and for 4- and 5-man ones. */
#define CACHE_BYTES (16u << 20)
#define WDL_FRACTION 96

static GMutex lock;
static char *dir_set;             /* NULL: the default */
static gboolean loaded;           /* the folder set has been looked at */
static gboolean ever_initialised; /* tb_init has run once: later loads restart */
static char *loaded_dir;          /* where the tables were found, NULL when absent */
static char *bad_file;            /* a file with a table's name that is none */
static guint max_men;
static const char **paths;

void
cairn_tablebase_set_dir (const char *dir)
{
  g_mutex_lock (&lock);
  if (g_strcmp0 (dir_set, dir && *dir ? dir : NULL) != 0)
    {
      g_free (dir_set);
      dir_set = dir && *dir ? g_strdup (dir) : NULL;
      loaded = FALSE;
    }
  g_mutex_unlock (&lock);
}

char *
cairn_tablebase_get_dir (void)
{
  char *dir;

  g_mutex_lock (&lock);
  dir = g_strdup (dir_set ? dir_set : CAIRN_TABLEBASE_DEFAULT_DIR);
  g_mutex_unlock (&lock);
  return dir;
}

/* Gaviota's files open with a 64-bit zero and the block size, 16384,
 * little-endian.  The library trusts its files (a stray file with a table's
 * name crashes it), so a folder with a file that does not open like this
 * is not loaded at all.  Only the opening is checked: a table damaged
 * further on is beyond what Cairn can see. */
static gboolean
looks_like_table (const char *path)
{
  static const guint8 head[16] = { 0, 0, 0, 0, 0, 0, 0, 0, 0x00, 0x40, 0, 0, 0, 0, 0, 0 };
  guint8 buffer[16];
  FILE *f = g_fopen (path, "rb");
  gboolean ok;

  if (f == NULL)
    return FALSE;
  ok = fread (buffer, 1, sizeof buffer, f) == sizeof buffer && memcmp (buffer, head, sizeof head) == 0;
  fclose (f);
  return ok;
}

/* The compression scheme most table files in @dir use (-1: none):
 * "kpk.gtb.cp4" is scheme 4, "kpk.gtb" uncompressed.  *@bad: the first
 * file with a table's name that is no table. */
static int
scheme_in (const char  *dir,
           char       **bad)
{
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  guint count[5] = { 0 };
  const char *name;
  int best = -1;

  if (d == NULL)
    return -1;
  while ((name = g_dir_read_name (d)))
    {
      const char *dot = strstr (name, ".gtb");
      g_autofree char *path = NULL;
      int scheme;

      if (dot == NULL)
        continue;
      if (dot[4] == '\0')
        scheme = 0;
      else if (g_str_has_prefix (dot + 4, ".cp") && dot[7] >= '1' && dot[7] <= '4' && dot[8] == '\0')
        scheme = dot[7] - '0';
      else
        continue;
      path = g_build_filename (dir, name, NULL);
      if (!looks_like_table (path))
        {
          if (*bad == NULL)
            *bad = g_steal_pointer (&path);
          return -1;
        }
      count[scheme]++;
    }
  for (int s = 4; s >= 0; s--)
    if (count[s] && (best < 0 || count[s] > count[best]))
      best = s;
  return best;
}

static void
unload (void)
{
  if (ever_initialised && tb_is_initialized ())
    {
      tbcache_done ();
      tb_done ();
    }
  paths = paths ? tbpaths_done (paths) : NULL;
  g_clear_pointer (&loaded_dir, g_free);
  g_clear_pointer (&bad_file, g_free);
  max_men = 0;
}

/* Called with the lock held. */
static void
load (void)
{
  const char *dir = dir_set ? dir_set : CAIRN_TABLEBASE_DEFAULT_DIR;
  const char *subdirs[] = { "", "gtb4", "gtb3", "gtb2", "gtb1" };
  unsigned availability;

  if (loaded)
    return;
  loaded = TRUE;
  unload ();
  for (guint i = 0; i < G_N_ELEMENTS (subdirs); i++)
    {
      g_autofree char *where = g_build_filename (dir, subdirs[i], NULL);
      int scheme = scheme_in (where, &bad_file);

      if (bad_file)
        return;
      if (scheme < 0)
        continue;
      paths = tbpaths_add (tbpaths_init (), where);
      if (ever_initialised)
        tb_restart (0, scheme, paths);
      else
        tb_init (0, scheme, paths);
      ever_initialised = TRUE;
      tbcache_init (CACHE_BYTES, WDL_FRACTION);
      availability = tb_availability ();
      max_men = availability & (3u << 4) ? 5 : availability & (3u << 2) ? 4 : availability & 3u ? 3 : 0;
      if (max_men == 0)
        {
          unload ();
          continue;
        }
      loaded_dir = g_steal_pointer (&where);
      return;
    }
}

static guint
count_men (const CairnChessBoard *b)
{
  return (guint) __builtin_popcountll (b->colour[0] | b->colour[1]);
}

/* One probe of a position known to be legal and unfinished, with the
 * tables loaded and the lock held.  *@outcome is for the side to move. */
static CairnTablebaseStatus
probe_locked (const CairnChessBoard *b,
              CairnSide              to_move,
              CairnTablebaseOutcome *outcome,
              guint                 *plies)
{
  unsigned sq[2][17], info = tb_UNKNOWN, dtm = 0;
  unsigned char pc[2][17];
  guint n[2] = { 0, 0 };

  if (loaded_dir == NULL)
    return CAIRN_TABLEBASE_ABSENT;
  if (count_men (b) > max_men || b->castling != 0)
    return CAIRN_TABLEBASE_NOT_COVERED;
  for (guint s = 0; s < 64; s++)
    {
      CairnSide side;
      CairnChessKind kind = cairn_chess_kind_at (b, s, &side);

      if (kind == CAIRN_CHESS_N_KINDS)
        continue;
      /* Gaviota's kinds run pawn 1 … king 6, ours pawn 0 … king 5;
       * its squares are ours, a1 = 0. */
      sq[side][n[side]] = s;
      pc[side][n[side]++] = (unsigned char) (kind + tb_PAWN);
    }
  for (guint side = 0; side < 2; side++)
    {
      sq[side][n[side]] = tb_NOSQUARE;
      pc[side][n[side]] = tb_NOPIECE;
    }
  if (!tb_probe_hard (to_move == CAIRN_SIDE_X ? tb_WHITE_TO_MOVE : tb_BLACK_TO_MOVE,
                      b->ep == CAIRN_CHESS_NO_SQUARE ? tb_NOSQUARE : b->ep,
                      tb_NOCASTLE, sq[0], sq[1], pc[0], pc[1], &info, &dtm))
    return CAIRN_TABLEBASE_NOT_COVERED;
  if (info == tb_DRAW)
    *outcome = CAIRN_TABLEBASE_DRAW;
  else if (info == tb_WMATE)
    *outcome = to_move == CAIRN_SIDE_X ? CAIRN_TABLEBASE_WIN : CAIRN_TABLEBASE_LOSS;
  else if (info == tb_BMATE)
    *outcome = to_move == CAIRN_SIDE_O ? CAIRN_TABLEBASE_WIN : CAIRN_TABLEBASE_LOSS;
  else
    return CAIRN_TABLEBASE_NOT_COVERED;
  *plies = *outcome == CAIRN_TABLEBASE_DRAW ? 0 : dtm;
  return CAIRN_TABLEBASE_FOUND;
}

/* A position the rules settle without tables: mate, stalemate, dead
 * material.  TRUE with *@outcome (side to move) when so. */
static gboolean
settled_by_rules (const CairnChessBoard *b,
                  CairnSide              to_move,
                  CairnTablebaseOutcome *outcome)
{
  if (!cairn_chess_has_legal_move (b, to_move))
    *outcome = cairn_chess_in_check (b, to_move) ? CAIRN_TABLEBASE_LOSS : CAIRN_TABLEBASE_DRAW;
  else if (cairn_chess_dead_material (b))
    *outcome = CAIRN_TABLEBASE_DRAW;
  else
    return FALSE;
  return TRUE;
}

static CairnTablebaseStatus
probe_board (const CairnChessBoard *b,
             CairnSide              to_move,
             CairnTablebaseOutcome *outcome,
             guint                 *plies)
{
  CairnTablebaseStatus status;

  g_mutex_lock (&lock);
  load ();
  if (loaded_dir == NULL)
    status = CAIRN_TABLEBASE_ABSENT;
  else if (count_men (b) > max_men || b->castling != 0)
    status = CAIRN_TABLEBASE_NOT_COVERED;
  else if (settled_by_rules (b, to_move, outcome))
    {
      *plies = 0;
      status = CAIRN_TABLEBASE_FOUND;
    }
  else
    status = probe_locked (b, to_move, outcome, plies);
  g_mutex_unlock (&lock);
  return status;
}

static gboolean
is_chess (const CairnPosition *position)
{
  return cairn_position_game (position) == &cairn_game_chess;
}

CairnTablebaseStatus
cairn_tablebase_probe_root (const CairnPosition   *position,
                            CairnTablebaseOutcome *outcome,
                            guint                 *plies)
{
  if (!is_chess (position))
    return CAIRN_TABLEBASE_NOT_KNOWN;
  return probe_board (CAIRN_CHESS_BOARD (&position->board), position->to_move, outcome, plies);
}

/* From the side that moved: the outcome of the position after the move
 * (for the other side) turned round, one ply further from mate. */
static void
after_move (const CairnPosition   *position,
            CairnMove              move,
            CairnTablebaseMove    *m)
{
  const CairnGame *game = cairn_position_game (position);
  CairnBoard board = position->board;
  CairnTablebaseOutcome child;
  guint plies = 0;

  m->move = move;
  m->known = FALSE;
  m->outcome = CAIRN_TABLEBASE_DRAW;
  m->plies = 0;
  game->play (&board, position->to_move, move);
  if (probe_board (CAIRN_CHESS_BOARD (&board), cairn_side_other (position->to_move), &child, &plies)
      != CAIRN_TABLEBASE_FOUND)
    return;
  m->known = TRUE;
  m->outcome = (CairnTablebaseOutcome) -child;
  m->plies = child == CAIRN_TABLEBASE_DRAW ? 0 : plies + 1;
}

gboolean
cairn_tablebase_probe_move (const CairnPosition   *position,
                            CairnMove              move,
                            CairnTablebaseOutcome *outcome,
                            guint                 *plies)
{
  const CairnGame *game = cairn_position_game (position);
  CairnMove moves[CAIRN_MAX_MOVES];
  guint n;
  CairnTablebaseMove m;

  if (!is_chess (position))
    return FALSE;
  n = game->legal_moves (&position->board, position->to_move, moves);
  for (guint i = 0; i < n; i++)
    if (moves[i] == move)
      {
        after_move (position, move, &m);
        *outcome = m.outcome;
        *plies = m.plies;
        return m.known;
      }
  return FALSE;
}

gboolean
cairn_tablebase_probe (const CairnPosition   *position,
                       CairnTablebaseVerdict *verdict)
{
  const CairnGame *game = cairn_position_game (position);
  CairnMove moves[CAIRN_MAX_MOVES];

  verdict->status = CAIRN_TABLEBASE_NOT_KNOWN;
  verdict->men = 0;
  verdict->max_men = 0;
  verdict->outcome = CAIRN_TABLEBASE_DRAW;
  verdict->plies = 0;
  verdict->n_moves = 0;
  if (!is_chess (position))
    return FALSE;
  verdict->men = count_men (CAIRN_CHESS_BOARD (&position->board));
  verdict->status = cairn_tablebase_probe_root (position, &verdict->outcome, &verdict->plies);
  g_mutex_lock (&lock);
  verdict->max_men = max_men;
  g_mutex_unlock (&lock);
  if (verdict->status != CAIRN_TABLEBASE_FOUND)
    return FALSE;
  verdict->n_moves = game->legal_moves (&position->board, position->to_move, moves);
  for (guint i = 0; i < verdict->n_moves; i++)
    after_move (position, moves[i], &verdict->moves[i]);
  return TRUE;
}

guint
cairn_tablebase_mate_in (CairnTablebaseOutcome outcome,
                         guint                 plies)
{
  /* The winner's moves: a win in p plies is its move now and then every
   * other ply; a loss in p plies is p / 2 of the opponent's moves. */
  if (outcome == CAIRN_TABLEBASE_WIN)
    return (plies + 1) / 2;
  if (outcome == CAIRN_TABLEBASE_LOSS)
    return plies / 2;
  return 0;
}

const char *
cairn_tablebase_outcome_to_string (CairnTablebaseOutcome outcome)
{
  return outcome == CAIRN_TABLEBASE_WIN ? "win" : outcome == CAIRN_TABLEBASE_LOSS ? "loss" : "draw";
}

char *
cairn_tablebase_describe_outcome (CairnTablebaseOutcome outcome,
                                  guint                 plies)
{
  guint n = cairn_tablebase_mate_in (outcome, plies);

  if (outcome == CAIRN_TABLEBASE_WIN)
    /* Translators: what a move does in real chess, e.g. "wins, mate in 21" */
    return g_strdup_printf (_("wins, mate in %u"), n);
  if (outcome == CAIRN_TABLEBASE_LOSS)
    /* Translators: what a move does in real chess: the opponent mates in %u */
    return g_strdup_printf (_("loses, mated in %u"), n);
  return g_strdup (_("draws"));
}

static char *
move_text (const CairnPosition *position,
           CairnMove            move)
{
  return cairn_position_game (position)->move_to_text (&position->board, position->to_move, move);
}

/* "Kf6", "Kf6, Kg6" … the moves that keep the root's outcome. */
static char *
moves_keeping (const CairnPosition         *position,
               const CairnTablebaseVerdict *verdict,
               guint                       *n_keeping)
{
  GString *out = g_string_new (NULL);

  *n_keeping = 0;
  for (guint i = 0; i < verdict->n_moves; i++)
    if (verdict->moves[i].known && verdict->moves[i].outcome == verdict->outcome)
      {
        g_autofree char *san = move_text (position, verdict->moves[i].move);

        g_string_append_printf (out, "%s%s", (*n_keeping)++ ? ", " : "", san);
      }
  return g_string_free (out, FALSE);
}

/* The root's result and its moves, "White wins, mate in 21; only Kf6 wins". */
static char *
describe_found (const CairnPosition         *position,
                const CairnTablebaseVerdict *verdict)
{
  const CairnGame *game = cairn_position_game (position);
  CairnSide winner = verdict->outcome == CAIRN_TABLEBASE_LOSS
                     ? cairn_side_other (position->to_move) : position->to_move;
  const char *name = cairn_game_side_name (game, winner);
  guint n = cairn_tablebase_mate_in (verdict->outcome, verdict->plies);
  g_autofree char *result = NULL;
  g_autofree char *keeping = NULL;
  guint n_keeping;

  if (verdict->outcome == CAIRN_TABLEBASE_DRAW)
    result = g_strdup (_("a draw"));
  else if (n == 0)
    /* Translators: %s is the side that has given mate, "White" or "Black" */
    result = g_strdup_printf (_("%s has mated"), name);
  else
    /* Translators: %s is "White" or "Black", e.g. "White wins, mate in 21" */
    result = g_strdup_printf (_("%s wins, mate in %u"), name, n);
  if (verdict->n_moves == 0)
    return g_steal_pointer (&result);

  keeping = moves_keeping (position, verdict, &n_keeping);
  if (verdict->outcome == CAIRN_TABLEBASE_LOSS)
    {
      g_autoptr (GString) longest = g_string_new (NULL);

      for (guint i = 0; i < verdict->n_moves; i++)
        if (verdict->moves[i].known && verdict->moves[i].plies == verdict->plies)
          {
            g_autofree char *san = move_text (position, verdict->moves[i].move);

            g_string_append_printf (longest, "%s%s", longest->len ? ", " : "", san);
          }
      /* Translators: the side to move loses whatever it plays; %s: the
       * moves that put mate off longest, e.g. "Kd8, Kf8" */
      return g_strdup_printf (_("%s; every move loses; the longest defence: %s"), result, longest->str);
    }
  if (n_keeping == verdict->n_moves)
    return verdict->outcome == CAIRN_TABLEBASE_WIN
           /* Translators: after "White wins, mate in 3" */
           ? g_strdup_printf (_("%s; every move wins"), result)
           : g_strdup_printf (_("%s; every move draws"), result);
  if (n_keeping > 6)
    return verdict->outcome == CAIRN_TABLEBASE_WIN
           /* Translators: e.g. "White wins, mate in 1; 26 of 28 moves win" */
           ? g_strdup_printf (_("%s; %u of %u moves win"), result, n_keeping, verdict->n_moves)
           : g_strdup_printf (_("%s; %u of %u moves draw"), result, n_keeping, verdict->n_moves);
  if (verdict->outcome == CAIRN_TABLEBASE_WIN)
    return n_keeping == 1
           /* Translators: e.g. "White wins, mate in 21; only Kf6 wins" */
           ? g_strdup_printf (_("%s; only %s wins"), result, keeping)
           /* Translators: e.g. "White wins, mate in 21; Kf6, Kg6 win" (a list of moves) */
           : g_strdup_printf (_("%s; these moves win: %s"), result, keeping);
  return n_keeping == 1
         /* Translators: e.g. "a draw; only Kd7 draws" */
         ? g_strdup_printf (_("%s; only %s draws"), result, keeping)
         /* Translators: e.g. "a draw; these moves draw: Kd7, Ke7" */
         : g_strdup_printf (_("%s; these moves draw: %s"), result, keeping);
}

char *
cairn_tablebase_describe (const CairnPosition         *position,
                          const CairnTablebaseVerdict *verdict)
{
  g_autofree char *dir = NULL;
  g_autofree char *found = NULL;
  g_autofree char *bad = NULL;

  switch (verdict->status)
    {
    case CAIRN_TABLEBASE_FOUND:
      found = describe_found (position, verdict);
      /* Translators: %s is the real result, e.g. "White wins, mate in 21;
       * only Kf6 wins" */
      return g_strdup_printf (_("In real chess (tablebase): %s"), found);
    case CAIRN_TABLEBASE_ABSENT:
      g_mutex_lock (&lock);
      bad = g_strdup (bad_file);
      g_mutex_unlock (&lock);
      if (bad)
        /* Translators: %s is a file with a table's name, e.g. "/tmp/kpk.gtb.cp4" */
        return g_strdup_printf (_("In real chess (tablebase): %s is not a Gaviota table, "
                                  "so no tables were loaded from its folder"), bad);
      dir = cairn_tablebase_get_dir ();
      /* Translators: %s is a folder; gaviotatb is a Debian package name */
      return g_strdup_printf (_("In real chess (tablebase): no endgame tables found in %s; "
                                "install the gaviotatb package or choose a folder of Gaviota tables"),
                              dir);
    case CAIRN_TABLEBASE_NOT_COVERED:
      if (verdict->men > CAIRN_TABLEBASE_LARGEST)
        return NULL;
      if (verdict->men > verdict->max_men)
        /* Translators: e.g. "no verdict for 5 men; the tables here hold up to 3" */
        return g_strdup_printf (_("In real chess (tablebase): no verdict for %u men; "
                                  "the tables here hold up to %u"), verdict->men, verdict->max_men);
      if (CAIRN_CHESS_BOARD (&position->board)->castling != 0)
        return g_strdup (_("In real chess (tablebase): not in the tables: "
                           "a position with castling rights"));
      return g_strdup (_("In real chess (tablebase): not in the tables: "
                         "the table for this material is missing"));
    case CAIRN_TABLEBASE_NOT_KNOWN:
    default:
      return NULL;
    }
}

char *
cairn_tablebase_describe_moves (const CairnPosition         *position,
                                const CairnTablebaseVerdict *verdict)
{
  GString *out;

  if (verdict->status != CAIRN_TABLEBASE_FOUND || verdict->n_moves == 0)
    return NULL;
  out = g_string_new (NULL);
  for (guint i = 0; i < verdict->n_moves; i++)
    {
      const CairnTablebaseMove *m = &verdict->moves[i];
      g_autofree char *san = move_text (position, m->move);
      g_autofree char *what = m->known ? cairn_tablebase_describe_outcome (m->outcome, m->plies)
                                       : g_strdup (_("not in the tables"));

      if (i)
        g_string_append (out, "; ");
      /* Translators: one move and what it does in a list of moves
       * separated by semicolons, e.g. "Kf6 wins, mate in 21" */
      g_string_append_printf (out, _("%s %s"), san, what);
    }
  return g_string_free (out, FALSE);
}

static const char *
status_to_string (CairnTablebaseStatus status)
{
  switch (status)
    {
    case CAIRN_TABLEBASE_FOUND: return "found";
    case CAIRN_TABLEBASE_ABSENT: return "absent";
    case CAIRN_TABLEBASE_NOT_COVERED: return "not_covered";
    case CAIRN_TABLEBASE_NOT_KNOWN:
    default: return "not_chess";
    }
}

void
cairn_tablebase_append_json (GString                     *out,
                             const CairnPosition         *position,
                             const CairnTablebaseVerdict *verdict)
{
  const CairnGame *game = cairn_position_game (position);

  g_string_append_printf (out, "{\"status\":\"%s\",\"men\":%u,\"max_men\":%u",
                          status_to_string (verdict->status), verdict->men, verdict->max_men);
  if (verdict->status != CAIRN_TABLEBASE_FOUND)
    {
      g_string_append_c (out, '}');
      return;
    }
  g_string_append_printf (out, ",\"result\":\"%s\",\"dtm_plies\":%u,\"mate_in\":%u,\"moves\":[",
                          cairn_tablebase_outcome_to_string (verdict->outcome), verdict->plies,
                          cairn_tablebase_mate_in (verdict->outcome, verdict->plies));
  for (guint i = 0; i < verdict->n_moves; i++)
    {
      const CairnTablebaseMove *m = &verdict->moves[i];
      g_autofree char *coord = game->move_to_string (m->move);

      g_string_append_printf (out, "%s{\"move\":\"%s\"", i ? "," : "", coord);
      if (m->known)
        g_string_append_printf (out, ",\"result\":\"%s\",\"dtm_plies\":%u,\"mate_in\":%u}",
                                cairn_tablebase_outcome_to_string (m->outcome), m->plies,
                                cairn_tablebase_mate_in (m->outcome, m->plies));
      else
        g_string_append (out, ",\"result\":null,\"dtm_plies\":null,\"mate_in\":null}");
    }
  g_string_append (out, "]}");
}

const CairnTablebaseRules cairn_chess_tablebase_rules = {
  .probe_root = cairn_tablebase_probe_root,
  .probe_move = cairn_tablebase_probe_move,
  .describe_outcome = cairn_tablebase_describe_outcome,
};
