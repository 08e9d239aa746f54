/* cairn-settings.c — parsing and range checks for search settings.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <glib/gi18n-lib.h>

#include "cairn-games.h"
#include "cairn-settings.h"

G_DEFINE_QUARK (cairn-settings-error-quark, cairn_settings_error)

static const char * const mode_names[CAIRN_N_MODES] = {
  [CAIRN_MODE_PLAIN] = "plain",
  [CAIRN_MODE_NULL] = "null",
  [CAIRN_MODE_VERIFIED] = "verified",
  [CAIRN_MODE_MINIMAX] = "minimax",
};

void
cairn_settings_init_default (CairnSettings *settings)
{
  g_return_if_fail (settings != NULL);

  settings->mode = CAIRN_MODE_PLAIN;
  settings->depth = 5;
  settings->reduction = 3;
  settings->guard = FALSE;
  settings->node_cap = 0;
  settings->root_move = CAIRN_NO_MOVE;
  settings->probe_window = CAIRN_PROBE_WINDOW_FULL;
  settings->scoring = CAIRN_SCORING_SEED;
  settings->null_when = CAIRN_NULL_WHEN_ALWAYS;
  settings->ignore_prune_node = 0;
  settings->engine_parts = 0;
  settings->root_alpha = 0;
  settings->root_beta = 0;
}

void
cairn_settings_root_window (const CairnSettings *settings,
                            int                 *alpha,
                            int                 *beta)
{
  gboolean given = settings->root_alpha < settings->root_beta &&
                   settings->root_alpha >= -CAIRN_VALUE_INFINITY &&
                   settings->root_beta <= CAIRN_VALUE_INFINITY;

  *alpha = given ? settings->root_alpha : -CAIRN_VALUE_INFINITY;
  *beta = given ? settings->root_beta : CAIRN_VALUE_INFINITY;
}

gboolean
cairn_settings_validate (const CairnSettings  *settings,
                         const CairnGame      *game,
                         GError              **error)
{
  if (game == NULL)
    game = cairn_games_default ();

  if ((guint) settings->mode >= CAIRN_N_MODES)
    {
      g_set_error (error, CAIRN_SETTINGS_ERROR, CAIRN_SETTINGS_ERROR_MODE,
                   _("Invalid mode %d: use plain, null, verified or minimax"),
                   (int) settings->mode);
      return FALSE;
    }
  if (settings->depth < CAIRN_DEPTH_MIN || settings->depth > game->depth_max)
    {
      g_set_error (error, CAIRN_SETTINGS_ERROR, CAIRN_SETTINGS_ERROR_DEPTH,
                   _("Invalid depth limit %u: use a whole number from %d to %d"),
                   settings->depth, CAIRN_DEPTH_MIN, (int) game->depth_max);
      return FALSE;
    }
  /* R = 0 passes: the finder's own tool, never offered to people, so
   * the message names only what they may choose. */
  if (settings->reduction != CAIRN_REDUCTION_ADAPTIVE &&
      settings->reduction > CAIRN_REDUCTION_MAX)
    {
      g_set_error (error, CAIRN_SETTINGS_ERROR, CAIRN_SETTINGS_ERROR_REDUCTION,
                   _("Invalid reduction R %u: use a whole number from %d to %d, or adaptive"),
                   settings->reduction, CAIRN_REDUCTION_MIN, CAIRN_REDUCTION_MAX);
      return FALSE;
    }
  if (settings->node_cap > CAIRN_NODE_CAP_MAX)
    {
      g_set_error (error, CAIRN_SETTINGS_ERROR, CAIRN_SETTINGS_ERROR_NODE_CAP,
                   _("Invalid node cap %u: use a number from 1 to %u"),
                   settings->node_cap, CAIRN_NODE_CAP_MAX);
      return FALSE;
    }
  if ((guint) settings->probe_window >= CAIRN_N_PROBE_WINDOWS)
    {
      g_set_error (error, CAIRN_SETTINGS_ERROR, CAIRN_SETTINGS_ERROR_PROBE_WINDOW,
                   _("Invalid probe window %d: use full or zero"),
                   (int) settings->probe_window);
      return FALSE;
    }
  /* Both scorings are valid for every game: a game whose own rule is
   * sound (pawn endings) searches alike under either, see
   * cairn_settings_scoring_for_game(). */
  if ((guint) settings->scoring >= CAIRN_N_SCORINGS)
    {
      g_set_error (error, CAIRN_SETTINGS_ERROR, CAIRN_SETTINGS_ERROR_SCORING,
                   _("Invalid scoring %d: use seed or sound"),
                   (int) settings->scoring);
      return FALSE;
    }
  /* Both rules are valid for every game, as scoring is: see
   * cairn_settings_null_when_for_game(). */
  if ((guint) settings->null_when >= CAIRN_N_NULL_WHENS)
    {
      g_set_error (error, CAIRN_SETTINGS_ERROR, CAIRN_SETTINGS_ERROR_NULL_WHEN,
                   _("Invalid rule for when to try a null move %d: use always or pieces"),
                   (int) settings->null_when);
      return FALSE;
    }
  if (settings->engine_parts & ~CAIRN_ENGINE_PARTS_ALL)
    {
      g_set_error (error, CAIRN_SETTINGS_ERROR, CAIRN_SETTINGS_ERROR_ENGINE_PARTS,
                   _("Invalid engine parts %#x: use qsearch, order, pvs, tt, id, check, draws, gate or engine"),
                   settings->engine_parts);
      return FALSE;
    }
  if (settings->engine_parts != 0 && !(game->flags & CAIRN_GAME_ENGINE_STYLE))
    {
      g_set_error (error, CAIRN_SETTINGS_ERROR, CAIRN_SETTINGS_ERROR_ENGINE_PARTS,
                   _("The engine style (engine parts) is for chess only; %s has no captures, checks or repetitions for it to treat: leave the engine parts out"),
                   _(game->label));
      return FALSE;
    }
  return TRUE;
}

static const char * const part_names[CAIRN_N_ENGINE_PARTS] = {
  "qsearch", "order", "pvs", "tt", "id", "check", "draws", "gate",
};

const char *
cairn_engine_part_name (CairnEnginePart part)
{
  for (guint i = 0; i < CAIRN_N_ENGINE_PARTS; i++)
    if (part == 1u << i)
      return part_names[i];
  g_return_val_if_reached ("?");
}

gboolean
cairn_engine_parts_matter_for_game (const CairnGame *game)
{
  if (game == NULL)
    game = cairn_games_default ();
  return (game->flags & CAIRN_GAME_ENGINE_STYLE) != 0;
}

gboolean
cairn_engine_parts_parse (const char  *text,
                          guint       *parts,
                          GError     **error)
{
  g_auto (GStrv) names = NULL;
  guint result = 0;

  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (parts != NULL, FALSE);

  names = g_strsplit (text, ",", -1);
  for (guint i = 0; names[i] != NULL; i++)
    {
      char *name = g_strstrip (names[i]);
      guint j;

      if (*name == '\0' && names[1] == NULL)
        break;  /* "": the seed style */
      if (g_ascii_strcasecmp (name, "engine") == 0)
        {
          result |= CAIRN_ENGINE_PARTS_ALL;
          continue;
        }
      if (g_ascii_strcasecmp (name, "none") == 0 && names[1] == NULL)
        break;
      for (j = 0; j < CAIRN_N_ENGINE_PARTS; j++)
        if (g_ascii_strcasecmp (name, part_names[j]) == 0)
          break;
      if (j == CAIRN_N_ENGINE_PARTS)
        {
          /* The message is UTF-8 whatever bytes came in (found by fuzz-parts). */
          g_autofree char *name_shown = g_utf8_make_valid (name, -1);
          g_autofree char *text_shown = g_utf8_make_valid (text, -1);

          g_set_error (error, CAIRN_SETTINGS_ERROR, CAIRN_SETTINGS_ERROR_ENGINE_PARTS,
                       _("Invalid engine part “%s” in “%s”: use a comma-separated list of qsearch, order, pvs, tt, id, check, draws and gate, or engine for all of them, or none"),
                       name_shown, text_shown);
          return FALSE;
        }
      result |= 1u << j;
    }
  *parts = result;
  return TRUE;
}

char *
cairn_engine_parts_to_string (guint parts)
{
  GString *text;

  parts &= CAIRN_ENGINE_PARTS_ALL;
  if (parts == CAIRN_ENGINE_PARTS_ALL)
    return g_strdup ("engine");
  text = g_string_new (NULL);
  for (guint i = 0; i < CAIRN_N_ENGINE_PARTS; i++)
    if (parts & (1u << i))
      {
        if (text->len > 0)
          g_string_append_c (text, ',');
        g_string_append (text, part_names[i]);
      }
  return g_string_free (text, FALSE);
}

const char *
cairn_mode_to_string (CairnMode mode)
{
  g_return_val_if_fail ((guint) mode < CAIRN_N_MODES, "plain");
  return mode_names[mode];
}

/* Human label for titles, logs and figures. */
const char *
cairn_mode_to_label (CairnMode mode)
{
  switch (mode)
    {
    case CAIRN_MODE_PLAIN:
      return _("plain α-β");
    case CAIRN_MODE_NULL:
      return _("null move");
    case CAIRN_MODE_VERIFIED:
      return _("verified null move");
    case CAIRN_MODE_MINIMAX:
      return _("minimax");
    default:
      g_return_val_if_reached ("?");
    }
}

gboolean
cairn_mode_uses_null_move (CairnMode mode)
{
  return mode == CAIRN_MODE_NULL || mode == CAIRN_MODE_VERIFIED;
}

gboolean
cairn_mode_parse (const char  *text,
                  CairnMode   *mode,
                  GError     **error)
{
  g_return_val_if_fail (text != NULL, FALSE);

  for (guint i = 0; i < CAIRN_N_MODES; i++)
    if (g_ascii_strcasecmp (text, mode_names[i]) == 0)
      {
        *mode = (CairnMode) i;
        return TRUE;
      }
  {
    /* The text may come from anywhere: keep the message valid UTF-8. */
    g_autofree char *shown = g_utf8_make_valid (text, -1);

    g_set_error (error, CAIRN_SETTINGS_ERROR, CAIRN_SETTINGS_ERROR_MODE,
                 _("Invalid mode “%s”: use plain, null, verified or minimax"), shown);
  }
  return FALSE;
}

/* Parses a whole decimal number in [min, max]; FALSE on anything else,
 * including signs, spaces, trailing text and overflow. */
static gboolean
parse_bounded (const char *text,
               guint       min,
               guint       max,
               guint      *out)
{
  guint64 value;

  if (text == NULL || *text == '\0')
    return FALSE;
  for (const char *p = text; *p; p++)
    if (!g_ascii_isdigit (*p))
      return FALSE;
  if (!g_ascii_string_to_unsigned (text, 10, min, max, &value, NULL))
    return FALSE;
  *out = (guint) value;
  return TRUE;
}

gboolean
cairn_depth_parse_for_game (const CairnGame  *game,
                            const char       *text,
                            guint            *depth,
                            GError          **error)
{
  if (!parse_bounded (text, CAIRN_DEPTH_MIN, game->depth_max, depth))
    {
      g_autofree char *shown = g_utf8_make_valid (text ? text : "", -1);

      g_set_error (error, CAIRN_SETTINGS_ERROR, CAIRN_SETTINGS_ERROR_DEPTH,
                   _("Invalid depth limit “%s”: use a whole number from %d to %d"),
                   shown, CAIRN_DEPTH_MIN, (int) game->depth_max);
      return FALSE;
    }
  return TRUE;
}

gboolean
cairn_depth_parse (const char  *text,
                   guint       *depth,
                   GError     **error)
{
  return cairn_depth_parse_for_game (cairn_games_default (), text, depth, error);
}

gboolean
cairn_reduction_parse (const char  *text,
                       guint       *reduction,
                       GError     **error)
{
  if (text != NULL && g_ascii_strcasecmp (text, "adaptive") == 0)
    {
      *reduction = CAIRN_REDUCTION_ADAPTIVE;
      return TRUE;
    }
  if (!parse_bounded (text, CAIRN_REDUCTION_MIN, CAIRN_REDUCTION_MAX, reduction))
    {
      g_autofree char *shown = g_utf8_make_valid (text ? text : "", -1);

      g_set_error (error, CAIRN_SETTINGS_ERROR, CAIRN_SETTINGS_ERROR_REDUCTION,
                   _("Invalid reduction R “%s”: use a whole number from %d to %d, or adaptive"),
                   shown, CAIRN_REDUCTION_MIN, CAIRN_REDUCTION_MAX);
      return FALSE;
    }
  return TRUE;
}

char *
cairn_reduction_to_string (guint reduction)
{
  if (reduction == CAIRN_REDUCTION_ADAPTIVE)
    return g_strdup ("adaptive");
  return g_strdup_printf ("%u", reduction);
}

char *
cairn_settings_mode_label (const CairnSettings *settings)
{
  g_autofree char *r = NULL;

  if (!cairn_mode_uses_null_move (settings->mode))
    return g_strdup (cairn_mode_to_label (settings->mode));
  /* With the gate, Stockfish's formula sets R probe by probe. */
  if (settings->engine_parts & CAIRN_PART_GATE)
    /* Translators: a search mode whose R comes from Stockfish's formula,
     * e.g. "null move, R by Stockfish’s formula" */
    return g_strdup_printf (_("%s, R by Stockfish’s formula"), cairn_mode_to_label (settings->mode));
  if (settings->reduction == CAIRN_REDUCTION_ADAPTIVE)
    r = g_strdup (_("adaptive"));
  else
    r = g_strdup_printf ("%u", settings->reduction);
  /* Translators: a search mode and its reduction, e.g. "null move, R=3" */
  return g_strdup_printf (_("%s, R=%s"), cairn_mode_to_label (settings->mode), r);
}

static const char * const probe_window_names[CAIRN_N_PROBE_WINDOWS] = {
  [CAIRN_PROBE_WINDOW_FULL] = "full",
  [CAIRN_PROBE_WINDOW_ZERO] = "zero",
};

static const char * const scoring_names[CAIRN_N_SCORINGS] = {
  [CAIRN_SCORING_SEED] = "seed",
  [CAIRN_SCORING_SOUND] = "sound",
};

static const char * const null_when_names[CAIRN_N_NULL_WHENS] = {
  [CAIRN_NULL_WHEN_ALWAYS] = "always",
  [CAIRN_NULL_WHEN_PIECES] = "pieces",
};

const char *
cairn_probe_window_to_string (CairnProbeWindow window)
{
  g_return_val_if_fail ((guint) window < CAIRN_N_PROBE_WINDOWS, "full");
  return probe_window_names[window];
}

gboolean
cairn_probe_window_parse (const char        *text,
                          CairnProbeWindow  *window,
                          GError           **error)
{
  g_return_val_if_fail (window != NULL, FALSE);

  for (guint i = 0; text != NULL && i < CAIRN_N_PROBE_WINDOWS; i++)
    if (g_ascii_strcasecmp (text, probe_window_names[i]) == 0)
      {
        *window = (CairnProbeWindow) i;
        return TRUE;
      }
  {
    g_autofree char *shown = g_utf8_make_valid (text ? text : "", -1);

    g_set_error (error, CAIRN_SETTINGS_ERROR, CAIRN_SETTINGS_ERROR_PROBE_WINDOW,
                 _("Invalid probe window “%s”: use full (the node's own window) or zero (a null window at beta, or at alpha)"),
                 shown);
  }
  return FALSE;
}

const char *
cairn_scoring_to_string (CairnScoring scoring)
{
  g_return_val_if_fail ((guint) scoring < CAIRN_N_SCORINGS, "seed");
  return scoring_names[scoring];
}

gboolean
cairn_scoring_parse (const char    *text,
                     CairnScoring  *scoring,
                     GError       **error)
{
  g_return_val_if_fail (scoring != NULL, FALSE);

  for (guint i = 0; text != NULL && i < CAIRN_N_SCORINGS; i++)
    if (g_ascii_strcasecmp (text, scoring_names[i]) == 0)
      {
        *scoring = (CairnScoring) i;
        return TRUE;
      }
  {
    g_autofree char *shown = g_utf8_make_valid (text ? text : "", -1);

    g_set_error (error, CAIRN_SETTINGS_ERROR, CAIRN_SETTINGS_ERROR_SCORING,
                 _("Invalid scoring “%s”: use seed (the seed's win scores) or sound (a win outranks every horizon value)"),
                 shown);
  }
  return FALSE;
}

gboolean
cairn_scoring_matters_for_game (const CairnGame *game)
{
  if (game == NULL)
    game = cairn_games_default ();
  return (game->flags & CAIRN_GAME_SEED_SCORING) != 0;
}

CairnScoring
cairn_settings_scoring_for_game (const CairnSettings *settings,
                                 const CairnGame     *game)
{
  g_return_val_if_fail (settings != NULL, CAIRN_SCORING_SEED);

  return cairn_scoring_matters_for_game (game) ? settings->scoring : CAIRN_SCORING_SOUND;
}

const char *
cairn_null_when_to_string (CairnNullWhen when)
{
  g_return_val_if_fail ((guint) when < CAIRN_N_NULL_WHENS, "always");
  return null_when_names[when];
}

gboolean
cairn_null_when_parse (const char     *text,
                       CairnNullWhen  *when,
                       GError        **error)
{
  g_return_val_if_fail (when != NULL, FALSE);

  for (guint i = 0; text != NULL && i < CAIRN_N_NULL_WHENS; i++)
    if (g_ascii_strcasecmp (text, null_when_names[i]) == 0)
      {
        *when = (CairnNullWhen) i;
        return TRUE;
      }
  {
    g_autofree char *shown = g_utf8_make_valid (text ? text : "", -1);

    g_set_error (error, CAIRN_SETTINGS_ERROR, CAIRN_SETTINGS_ERROR_NULL_WHEN,
                 _("“%s” is not allowed as when to try a null move: use always (as in the seed) or pieces (only when the side to move has a knight, bishop, rook or queen)"),
                 shown);
  }
  return FALSE;
}

gboolean
cairn_null_when_matters_for_game (const CairnGame *game)
{
  if (game == NULL)
    game = cairn_games_default ();
  return (game->flags & CAIRN_GAME_PIECES_RULE) != 0;
}

CairnNullWhen
cairn_settings_null_when_for_game (const CairnSettings *settings,
                                   const CairnGame     *game)
{
  g_return_val_if_fail (settings != NULL, CAIRN_NULL_WHEN_ALWAYS);

  return cairn_null_when_matters_for_game (game) ? settings->null_when : CAIRN_NULL_WHEN_ALWAYS;
}

/* The SEARCH-RULES.md §3 options alone. */
static char *
seed_options_text (const CairnSettings *settings,
                   const CairnGame     *game)
{
  gboolean zero, sound, pieces;
  const char *first = NULL;

  g_return_val_if_fail (settings != NULL, NULL);

  zero = settings->probe_window == CAIRN_PROBE_WINDOW_ZERO;
  sound = cairn_scoring_matters_for_game (game) && settings->scoring == CAIRN_SCORING_SOUND;
  pieces = cairn_settings_null_when_for_game (settings, game) == CAIRN_NULL_WHEN_PIECES;
  /* Whole phrases rather than a list glued together, for translations. */
  if (zero && sound)
    /* Translators: the options of a search that differ from the seed's */
    first = _("zero-width probes, sound scoring");
  else if (zero)
    /* Translators: null probes search a zero-width window (β − 1, β) or (α, α + 1) */
    first = _("zero-width probes");
  else if (sound)
    /* Translators: a win scores above every horizon value (1000 − ply) */
    first = _("sound scoring");
  if (!pieces)
    return g_strdup (first);
  if (first == NULL)
    /* Translators: a null move is tried only when the side to move has a
     * knight, bishop, rook or queen (the option `pieces`) */
    return g_strdup (_("null move only with pieces"));
  /* Translators: %s is "zero-width probes" or the like; the rest as in
   * "null move only with pieces" */
  return g_strdup_printf (_("%s, null move only with pieces"), first);
}

char *
cairn_settings_options_text (const CairnSettings *settings,
                             const CairnGame     *game)
{
  g_autofree char *seed = seed_options_text (settings, game);
  g_autofree char *parts = NULL;
  const char *engine;

  if (settings->engine_parts == 0)
    return g_steal_pointer (&seed);
  parts = cairn_engine_parts_to_string (settings->engine_parts);
  /* Translators: the engine style (SEARCH-RULES.md §4) with every part on */
  engine = settings->engine_parts == CAIRN_ENGINE_PARTS_ALL ? _("engine style (every part)") : NULL;
  if (seed == NULL)
    return engine ? g_strdup (engine)
                  /* Translators: %s lists the engine style's parts: "qsearch,order" */
                  : g_strdup_printf (_("engine style (%s)"), parts);
  return engine ? g_strdup_printf ("%s, %s", engine, seed)
                : g_strdup_printf (_("engine style (%s), %s"), parts, seed);
}

gboolean
cairn_settings_same_search (const CairnSettings *a,
                            const CairnSettings *b,
                            const CairnGame     *game)
{
  g_return_val_if_fail (a != NULL && b != NULL, FALSE);

  if (a->mode != b->mode || a->depth != b->depth || a->node_cap != b->node_cap ||
      a->root_move != b->root_move || a->ignore_prune_node != b->ignore_prune_node ||
      a->engine_parts != b->engine_parts ||
      a->root_alpha != b->root_alpha || a->root_beta != b->root_beta ||
      cairn_settings_scoring_for_game (a, game) != cairn_settings_scoring_for_game (b, game))
    return FALSE;
  if (!cairn_mode_uses_null_move (a->mode))
    return TRUE;
  if (a->guard != b->guard)
    return FALSE;
  /* Stockfish's gate takes R from its formula, probes with a zero window
   * and only with pieces (SEARCH-RULES.md §4.9), whatever these say; R 0, the
   * finder's zugzwang test, still probes at d - 1. */
  if ((a->engine_parts & CAIRN_PART_GATE) != 0)
    return (a->reduction == CAIRN_REDUCTION_NONE) == (b->reduction == CAIRN_REDUCTION_NONE);
  return a->reduction == b->reduction && a->probe_window == b->probe_window &&
         cairn_settings_null_when_for_game (a, game) == cairn_settings_null_when_for_game (b, game);
}
