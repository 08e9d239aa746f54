/* test-settings.c — the search settings (cairn-settings.c): every parser
 * and its refusal word for word (the bad value named, what is allowed),
 * the names written back and read again, the range checks per game, the
 * labels and option texts the window and the CLI show, and when two
 * settings are the same search.  Expected texts are the messages the
 * source's format strings give with the values put in by hand.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-games.h"
#include "cairn-settings.h"
#include "test-util.h"

static void
test_parse (void)
{
  g_autoptr (GError) error = NULL;
  guint value;
  CairnMode mode;
  CairnSettings settings;

  g_assert_true (cairn_depth_parse ("9", &value, NULL));
  g_assert_cmpuint (value, ==, 9);
  g_assert_false (cairn_depth_parse ("0", &value, &error));
  g_assert_error (error, CAIRN_SETTINGS_ERROR, CAIRN_SETTINGS_ERROR_DEPTH);
  g_assert_cmpstr (error->message, ==, "Invalid depth limit “0”: use a whole number from 1 to 9");
  g_clear_error (&error);
  g_assert_false (cairn_depth_parse ("+5", &value, NULL));
  g_assert_false (cairn_depth_parse (" 5", &value, NULL));
  g_assert_false (cairn_depth_parse ("", &value, NULL));
  g_assert_true (cairn_reduction_parse ("Adaptive", &value, NULL));
  g_assert_cmpuint (value, ==, CAIRN_REDUCTION_ADAPTIVE);
  g_assert_false (cairn_reduction_parse ("9", &value, &error));
  g_assert_cmpstr (error->message, ==, "Invalid reduction R “9”: use a whole number from 1 to 8, or adaptive");
  g_clear_error (&error);
  g_assert_true (cairn_mode_parse ("VERIFIED", &mode, NULL));
  g_assert_cmpint (mode, ==, CAIRN_MODE_VERIFIED);
  g_assert_false (cairn_mode_parse ("alphabeta", &mode, &error));
  g_assert_cmpstr (error->message, ==, "Invalid mode “alphabeta”: use plain, null, verified or minimax");
  g_clear_error (&error);

  cairn_settings_init_default (&settings);
  g_assert_true (cairn_settings_validate (&settings, NULL, NULL));
  settings.depth = 10;
  g_assert_false (cairn_settings_validate (&settings, NULL, &error));
  g_assert_error (error, CAIRN_SETTINGS_ERROR, CAIRN_SETTINGS_ERROR_DEPTH);
}

/* A setting refused by cairn_settings_validate() for @game, with @message. */
static void
assert_invalid (const CairnSettings *settings,
                const CairnGame     *game,
                int                  code,
                const char          *message)
{
  g_autoptr (GError) error = NULL;

  g_assert_false (cairn_settings_validate (settings, game, &error));
  g_assert_error (error, CAIRN_SETTINGS_ERROR, code);
  g_assert_cmpstr (error->message, ==, message);
}

/* The defaults, valid for every game; each range's edges per game. */
static void
test_validate (void)
{
  const CairnGame *ttt = cairn_games_lookup ("tictactoe", NULL);
  const CairnGame *chess = cairn_games_lookup ("chess", NULL);
  const CairnGame *c4 = cairn_games_lookup ("connect4", NULL);
  CairnSettings s, d;

  cairn_settings_init_default (&d);
  g_assert_cmpint (d.mode, ==, CAIRN_MODE_PLAIN);
  g_assert_cmpuint (d.depth, ==, 5);
  g_assert_cmpuint (d.reduction, ==, 3);
  g_assert_false (d.guard);
  g_assert_cmpuint (d.node_cap, ==, 0);
  g_assert_cmpuint (d.engine_parts, ==, 0);
  g_assert_true (cairn_settings_validate (&d, ttt, NULL));
  g_assert_true (cairn_settings_validate (&d, chess, NULL));
  g_assert_true (cairn_settings_validate (&d, c4, NULL));

  /* Depth: 1 to 9, 12 and 16. */
  s = d;
  s.depth = 9;
  g_assert_true (cairn_settings_validate (&s, NULL, NULL));
  s.depth = 10;
  assert_invalid (&s, NULL, CAIRN_SETTINGS_ERROR_DEPTH, "Invalid depth limit 10: use a whole number from 1 to 9");
  g_assert_true (cairn_settings_validate (&s, chess, NULL));
  s.depth = 13;
  assert_invalid (&s, chess, CAIRN_SETTINGS_ERROR_DEPTH, "Invalid depth limit 13: use a whole number from 1 to 12");
  s.depth = 16;
  g_assert_true (cairn_settings_validate (&s, c4, NULL));
  s.depth = 17;
  assert_invalid (&s, c4, CAIRN_SETTINGS_ERROR_DEPTH, "Invalid depth limit 17: use a whole number from 1 to 16");
  s.depth = 0;
  assert_invalid (&s, c4, CAIRN_SETTINGS_ERROR_DEPTH, "Invalid depth limit 0: use a whole number from 1 to 16");

  /* R: 0 (the finder's), 1 to 8 and adaptive pass. */
  s = d;
  s.reduction = CAIRN_REDUCTION_NONE;
  g_assert_true (cairn_settings_validate (&s, NULL, NULL));
  s.reduction = 8;
  g_assert_true (cairn_settings_validate (&s, NULL, NULL));
  s.reduction = CAIRN_REDUCTION_ADAPTIVE;
  g_assert_true (cairn_settings_validate (&s, NULL, NULL));
  s.reduction = 9;
  assert_invalid (&s, NULL, CAIRN_SETTINGS_ERROR_REDUCTION,
                  "Invalid reduction R 9: use a whole number from 1 to 8, or adaptive");

  s = d;
  s.node_cap = 200000000;
  g_assert_true (cairn_settings_validate (&s, NULL, NULL));
  s.node_cap = 200000001;
  assert_invalid (&s, NULL, CAIRN_SETTINGS_ERROR_NODE_CAP,
                  "Invalid node cap 200000001: use a number from 1 to 200000000");

  s = d;
  s.mode = (CairnMode) 7;
  assert_invalid (&s, NULL, CAIRN_SETTINGS_ERROR_MODE, "Invalid mode 7: use plain, null, verified or minimax");
  s = d;
  s.probe_window = (CairnProbeWindow) 2;
  assert_invalid (&s, NULL, CAIRN_SETTINGS_ERROR_PROBE_WINDOW, "Invalid probe window 2: use full or zero");
  s = d;
  s.scoring = (CairnScoring) 2;
  assert_invalid (&s, NULL, CAIRN_SETTINGS_ERROR_SCORING, "Invalid scoring 2: use seed or sound");
  s = d;
  s.null_when = (CairnNullWhen) 2;
  assert_invalid (&s, NULL, CAIRN_SETTINGS_ERROR_NULL_WHEN,
                  "Invalid rule for when to try a null move 2: use always or pieces");

  /* Engine parts: only the eight bits, and only for chess. */
  s = d;
  s.engine_parts = 0xFF;
  g_assert_true (cairn_settings_validate (&s, chess, NULL));
  s.engine_parts = 0x100;
  assert_invalid (&s, chess, CAIRN_SETTINGS_ERROR_ENGINE_PARTS,
                  "Invalid engine parts 0x100: use qsearch, order, pvs, tt, id, check, draws, gate or engine");
  s.engine_parts = CAIRN_PART_TT;
  assert_invalid (&s, c4, CAIRN_SETTINGS_ERROR_ENGINE_PARTS,
                  "The engine style (engine parts) is for chess only; Connect Four has no captures, checks "
                  "or repetitions for it to treat: leave the engine parts out");
  assert_invalid (&s, NULL, CAIRN_SETTINGS_ERROR_ENGINE_PARTS,
                  "The engine style (engine parts) is for chess only; Tic-tac-toe has no captures, checks "
                  "or repetitions for it to treat: leave the engine parts out");
  g_assert_true (cairn_engine_parts_matter_for_game (chess));
  g_assert_false (cairn_engine_parts_matter_for_game (c4));
  g_assert_false (cairn_engine_parts_matter_for_game (NULL));
}

/* The depth and R texts: whole decimal numbers in range, nothing else. */
static void
test_numbers (void)
{
  const CairnGame *chess = cairn_games_lookup ("chess", NULL);
  const CairnGame *c4 = cairn_games_lookup ("connect4", NULL);
  static const char * const not_numbers[] = { "", "-1", "5x", "5 ", "0x5", "1e1", "99999999999999999999" };
  g_autoptr (GError) error = NULL;
  guint value = 0;

  g_assert_true (cairn_depth_parse_for_game (chess, "12", &value, NULL));
  g_assert_cmpuint (value, ==, 12);
  g_assert_false (cairn_depth_parse_for_game (chess, "13", &value, &error));
  g_assert_cmpstr (error->message, ==, "Invalid depth limit “13”: use a whole number from 1 to 12");
  g_clear_error (&error);
  g_assert_true (cairn_depth_parse_for_game (c4, "16", &value, NULL));
  g_assert_cmpuint (value, ==, 16);
  g_assert_true (cairn_depth_parse ("07", &value, NULL));
  g_assert_cmpuint (value, ==, 7);
  g_assert_false (cairn_depth_parse ("10", &value, &error));
  g_assert_cmpstr (error->message, ==, "Invalid depth limit “10”: use a whole number from 1 to 9");
  g_clear_error (&error);
  for (guint i = 0; i < G_N_ELEMENTS (not_numbers); i++)
    {
      g_autofree char *wanted = g_strdup_printf ("Invalid reduction R “%s”: use a whole number from 1 to 8, or adaptive",
                                                 not_numbers[i]);

      g_assert_false (cairn_depth_parse_for_game (c4, not_numbers[i], &value, NULL));
      g_assert_false (cairn_reduction_parse (not_numbers[i], &value, &error));
      g_assert_error (error, CAIRN_SETTINGS_ERROR, CAIRN_SETTINGS_ERROR_REDUCTION);
      g_assert_cmpstr (error->message, ==, wanted);
      g_clear_error (&error);
    }
  /* Bytes that are no UTF-8 come back in the message as U+FFFD. */
  g_assert_false (cairn_reduction_parse ("\xff", &value, &error));
  g_assert_cmpstr (error->message, ==, "Invalid reduction R “\xef\xbf\xbd”: use a whole number from 1 to 8, or adaptive");
  g_clear_error (&error);
  g_assert_false (cairn_reduction_parse ("0", &value, NULL));

  /* Every R written and read back as itself. */
  for (guint r = CAIRN_REDUCTION_MIN; r <= CAIRN_REDUCTION_MAX; r++)
    {
      g_autofree char *text = cairn_reduction_to_string (r);

      g_assert_cmpuint (strlen (text), ==, 1);
      g_assert_cmpint (text[0], ==, '0' + (int) r);
      g_assert_true (cairn_reduction_parse (text, &value, NULL));
      g_assert_cmpuint (value, ==, r);
    }
  {
    g_autofree char *text = cairn_reduction_to_string (CAIRN_REDUCTION_ADAPTIVE);

    g_assert_cmpstr (text, ==, "adaptive");
  }
}

/* Modes, probe windows, scorings: names both ways, labels, refusals. */
static void
test_names (void)
{
  static const struct {
    CairnMode mode;
    const char *name, *label;
    gboolean null_move;
  } modes[] = {
    { CAIRN_MODE_PLAIN, "plain", "plain α-β", FALSE },
    { CAIRN_MODE_NULL, "null", "null move", TRUE },
    { CAIRN_MODE_VERIFIED, "verified", "verified null move", TRUE },
    { CAIRN_MODE_MINIMAX, "minimax", "minimax", FALSE },
  };
  g_autoptr (GError) error = NULL;
  CairnProbeWindow window;
  CairnScoring scoring;

  g_assert_cmpuint (G_N_ELEMENTS (modes), ==, CAIRN_N_MODES);
  for (guint i = 0; i < G_N_ELEMENTS (modes); i++)
    {
      g_autofree char *upper = g_ascii_strup (modes[i].name, -1);
      CairnMode mode = CAIRN_N_MODES;

      g_assert_cmpstr (cairn_mode_to_string (modes[i].mode), ==, modes[i].name);
      g_assert_cmpstr (cairn_mode_to_label (modes[i].mode), ==, modes[i].label);
      g_assert_cmpint (cairn_mode_uses_null_move (modes[i].mode), ==, modes[i].null_move);
      g_assert_true (cairn_mode_parse (upper, &mode, NULL));
      g_assert_cmpint (mode, ==, modes[i].mode);
    }

  g_assert_true (cairn_probe_window_parse ("ZERO", &window, NULL));
  g_assert_cmpint (window, ==, CAIRN_PROBE_WINDOW_ZERO);
  g_assert_cmpstr (cairn_probe_window_to_string (window), ==, "zero");
  g_assert_true (cairn_probe_window_parse ("full", &window, NULL));
  g_assert_cmpint (window, ==, CAIRN_PROBE_WINDOW_FULL);
  g_assert_cmpstr (cairn_probe_window_to_string (window), ==, "full");
  g_assert_false (cairn_probe_window_parse ("half", &window, &error));
  g_assert_error (error, CAIRN_SETTINGS_ERROR, CAIRN_SETTINGS_ERROR_PROBE_WINDOW);
  g_assert_cmpstr (error->message, ==,
                   "Invalid probe window “half”: use full (the node's own window) or zero "
                   "(a null window at beta, or at alpha)");
  g_clear_error (&error);
  g_assert_false (cairn_probe_window_parse (NULL, &window, &error));
  g_assert_cmpstr (error->message, ==,
                   "Invalid probe window “”: use full (the node's own window) or zero "
                   "(a null window at beta, or at alpha)");
  g_clear_error (&error);

  g_assert_true (cairn_scoring_parse ("Sound", &scoring, NULL));
  g_assert_cmpint (scoring, ==, CAIRN_SCORING_SOUND);
  g_assert_cmpstr (cairn_scoring_to_string (scoring), ==, "sound");
  g_assert_true (cairn_scoring_parse ("seed", &scoring, NULL));
  g_assert_cmpstr (cairn_scoring_to_string (scoring), ==, "seed");
  g_assert_false (cairn_scoring_parse ("fair", &scoring, &error));
  g_assert_error (error, CAIRN_SETTINGS_ERROR, CAIRN_SETTINGS_ERROR_SCORING);
  g_assert_cmpstr (error->message, ==,
                   "Invalid scoring “fair”: use seed (the seed's win scores) or sound "
                   "(a win outranks every horizon value)");
}

/* The engine parts: every one of the 256 sets written and read back;
 * the presets, spaces and case; each refusal naming the part and the
 * whole text. */
static void
test_engine_parts (void)
{
  static const char * const names[] = { "qsearch", "order", "pvs", "tt", "id", "check", "draws", "gate" };
  static const struct {
    const char *text;
    guint parts;
  } good[] = {
    { "", 0 },
    { "none", 0 },
    { "NONE", 0 },
    { "qsearch,tt", CAIRN_PART_QSEARCH | CAIRN_PART_TT },
    { " PVS , gate ", CAIRN_PART_PVS | CAIRN_PART_GATE },
    { "tt,tt", CAIRN_PART_TT },
    { "engine", CAIRN_ENGINE_PARTS_ALL },
    { "draws,engine", CAIRN_ENGINE_PARTS_ALL },
  };
  static const struct {
    const char *text, *part;
  } bad[] = {
    { "nulls", "nulls" },
    { "none,tt", "none" },
    { "tt,,id", "" },
    { "qsearch;tt", "qsearch;tt" },
  };

  g_assert_cmpuint (CAIRN_ENGINE_PARTS_ALL, ==, 0xFF);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    g_assert_cmpstr (cairn_engine_part_name ((CairnEnginePart) (1u << i)), ==, names[i]);

  for (guint parts = 0; parts <= CAIRN_ENGINE_PARTS_ALL; parts++)
    {
      g_autofree char *text = cairn_engine_parts_to_string (parts);
      g_autoptr (GString) by_hand = g_string_new (NULL);
      guint again = 0xDEAD;

      /* The names in bit order, by comma; all eight is the preset. */
      for (guint i = 0; i < G_N_ELEMENTS (names); i++)
        if (parts & (1u << i))
          g_string_append_printf (by_hand, by_hand->len ? ",%s" : "%s", names[i]);
      g_assert_cmpstr (text, ==, parts == CAIRN_ENGINE_PARTS_ALL ? "engine" : by_hand->str);
      g_assert_true (cairn_engine_parts_parse (text, &again, NULL));
      g_assert_cmpuint (again, ==, parts);
    }

  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      guint parts = 0xDEAD;

      g_assert_true (cairn_engine_parts_parse (good[i].text, &parts, NULL));
      g_assert_cmpuint (parts, ==, good[i].parts);
    }
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autofree char *wanted = g_strdup_printf (
        "Invalid engine part “%s” in “%s”: use a comma-separated list of qsearch, order, pvs, tt, id, "
        "check, draws and gate, or engine for all of them, or none", bad[i].part, bad[i].text);
      guint parts = 0xDEAD;

      g_assert_false (cairn_engine_parts_parse (bad[i].text, &parts, &error));
      g_assert_error (error, CAIRN_SETTINGS_ERROR, CAIRN_SETTINGS_ERROR_ENGINE_PARTS);
      g_assert_cmpstr (error->message, ==, wanted);
      g_assert_cmpuint (parts, ==, 0xDEAD);
    }
}

/* What the window and the CLI print for a search's mode and options. */
static void
test_labels (void)
{
  const CairnGame *ttt = cairn_games_lookup ("tictactoe", NULL);
  const CairnGame *chess = cairn_games_lookup ("chess", NULL);
  static const struct {
    CairnMode mode;
    guint reduction, parts;
    const char *label;
  } labels[] = {
    { CAIRN_MODE_PLAIN, 3, 0, "plain α-β" },
    { CAIRN_MODE_MINIMAX, 3, 0, "minimax" },
    { CAIRN_MODE_NULL, 3, 0, "null move, R=3" },
    { CAIRN_MODE_VERIFIED, 1, 0, "verified null move, R=1" },
    { CAIRN_MODE_NULL, CAIRN_REDUCTION_ADAPTIVE, 0, "null move, R=adaptive" },
    { CAIRN_MODE_NULL, 3, CAIRN_PART_GATE, "null move, R by Stockfish’s formula" },
    { CAIRN_MODE_PLAIN, 3, CAIRN_PART_GATE, "plain α-β" },
  };
  static const struct {
    CairnProbeWindow window;
    CairnScoring scoring;
    CairnNullWhen when;
    guint parts;
    gboolean chess;
    const char *text;  /* NULL: the seed's options */
  } options[] = {
    { CAIRN_PROBE_WINDOW_FULL, CAIRN_SCORING_SEED, CAIRN_NULL_WHEN_ALWAYS, 0, FALSE, NULL },
    { CAIRN_PROBE_WINDOW_ZERO, CAIRN_SCORING_SEED, CAIRN_NULL_WHEN_ALWAYS, 0, FALSE, "zero-width probes" },
    { CAIRN_PROBE_WINDOW_FULL, CAIRN_SCORING_SOUND, CAIRN_NULL_WHEN_ALWAYS, 0, FALSE, "sound scoring" },
    { CAIRN_PROBE_WINDOW_ZERO, CAIRN_SCORING_SOUND, CAIRN_NULL_WHEN_ALWAYS, 0, FALSE,
      "zero-width probes, sound scoring" },
    /* Tic-tac-toe has no pieces rule, chess no seed scoring. */
    { CAIRN_PROBE_WINDOW_FULL, CAIRN_SCORING_SEED, CAIRN_NULL_WHEN_PIECES, 0, FALSE, NULL },
    { CAIRN_PROBE_WINDOW_FULL, CAIRN_SCORING_SOUND, CAIRN_NULL_WHEN_ALWAYS, 0, TRUE, NULL },
    { CAIRN_PROBE_WINDOW_FULL, CAIRN_SCORING_SEED, CAIRN_NULL_WHEN_PIECES, 0, TRUE, "null move only with pieces" },
    { CAIRN_PROBE_WINDOW_ZERO, CAIRN_SCORING_SEED, CAIRN_NULL_WHEN_PIECES, 0, TRUE,
      "zero-width probes, null move only with pieces" },
    { CAIRN_PROBE_WINDOW_FULL, CAIRN_SCORING_SEED, CAIRN_NULL_WHEN_ALWAYS, CAIRN_ENGINE_PARTS_ALL, TRUE,
      "engine style (every part)" },
    { CAIRN_PROBE_WINDOW_FULL, CAIRN_SCORING_SEED, CAIRN_NULL_WHEN_ALWAYS, CAIRN_PART_QSEARCH | CAIRN_PART_TT, TRUE,
      "engine style (qsearch,tt)" },
    { CAIRN_PROBE_WINDOW_ZERO, CAIRN_SCORING_SEED, CAIRN_NULL_WHEN_ALWAYS, CAIRN_PART_ORDER, TRUE,
      "engine style (order), zero-width probes" },
    { CAIRN_PROBE_WINDOW_ZERO, CAIRN_SCORING_SEED, CAIRN_NULL_WHEN_PIECES, CAIRN_ENGINE_PARTS_ALL, TRUE,
      "engine style (every part), zero-width probes, null move only with pieces" },
  };
  CairnSettings s;

  for (guint i = 0; i < G_N_ELEMENTS (labels); i++)
    {
      g_autofree char *label = NULL;

      cairn_settings_init_default (&s);
      s.mode = labels[i].mode;
      s.reduction = labels[i].reduction;
      s.engine_parts = labels[i].parts;
      label = cairn_settings_mode_label (&s);
      g_assert_cmpstr (label, ==, labels[i].label);
    }
  for (guint i = 0; i < G_N_ELEMENTS (options); i++)
    {
      const CairnGame *game = options[i].chess ? chess : ttt;
      g_autofree char *text = NULL;

      cairn_settings_init_default (&s);
      s.probe_window = options[i].window;
      s.scoring = options[i].scoring;
      s.null_when = options[i].when;
      s.engine_parts = options[i].parts;
      text = cairn_settings_options_text (&s, game);
      g_assert_cmpstr (text, ==, options[i].text);
    }

  /* What is in force per game. */
  cairn_settings_init_default (&s);
  s.scoring = CAIRN_SCORING_SEED;
  s.null_when = CAIRN_NULL_WHEN_PIECES;
  g_assert_cmpint (cairn_settings_scoring_for_game (&s, ttt), ==, CAIRN_SCORING_SEED);
  g_assert_cmpint (cairn_settings_scoring_for_game (&s, chess), ==, CAIRN_SCORING_SOUND);
  g_assert_cmpint (cairn_settings_null_when_for_game (&s, ttt), ==, CAIRN_NULL_WHEN_ALWAYS);
  g_assert_cmpint (cairn_settings_null_when_for_game (&s, chess), ==, CAIRN_NULL_WHEN_PIECES);
}

/* The root window: given only when α < β, both within ±32000. */
static void
test_root_window (void)
{
  static const struct {
    int alpha, beta, want_alpha, want_beta;
  } cases[] = {
    { 0, 0, -32000, 32000 },
    { -5, 7, -5, 7 },
    { 7, -5, -32000, 32000 },
    { 3, 3, -32000, 32000 },
    { -32000, 32000, -32000, 32000 },
    { -32001, 0, -32000, 32000 },
    { 0, 32001, -32000, 32000 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      CairnSettings s;
      int alpha = 1, beta = 1;

      cairn_settings_init_default (&s);
      s.root_alpha = cases[i].alpha;
      s.root_beta = cases[i].beta;
      cairn_settings_root_window (&s, &alpha, &beta);
      g_assert_cmpint (alpha, ==, cases[i].want_alpha);
      g_assert_cmpint (beta, ==, cases[i].want_beta);
    }
}

/* Two settings are the same search when nothing that search reads
 * differs: R and the probe options only matter with a null move, the
 * gate overrides R (but not R 0), scoring only where the game has it. */
static void
test_same_search (void)
{
  const CairnGame *ttt = cairn_games_lookup ("tictactoe", NULL);
  const CairnGame *chess = cairn_games_lookup ("chess", NULL);
  CairnSettings a, b;

  cairn_settings_init_default (&a);
  b = a;
  g_assert_true (cairn_settings_same_search (&a, &b, ttt));
  b.depth = 4;
  g_assert_false (cairn_settings_same_search (&a, &b, ttt));

  /* Plain: R, guard and the probe window are never read. */
  b = a;
  b.reduction = 1;
  b.guard = TRUE;
  b.probe_window = CAIRN_PROBE_WINDOW_ZERO;
  g_assert_true (cairn_settings_same_search (&a, &b, ttt));
  a.mode = b.mode = CAIRN_MODE_NULL;
  g_assert_false (cairn_settings_same_search (&a, &b, ttt));
  b = a;
  b.probe_window = CAIRN_PROBE_WINDOW_ZERO;
  g_assert_false (cairn_settings_same_search (&a, &b, ttt));

  /* Scoring: read by tic-tac-toe, not by chess. */
  b = a;
  b.scoring = CAIRN_SCORING_SOUND;
  g_assert_false (cairn_settings_same_search (&a, &b, ttt));
  g_assert_true (cairn_settings_same_search (&a, &b, chess));
  /* Pieces: read by chess only. */
  b = a;
  b.null_when = CAIRN_NULL_WHEN_PIECES;
  g_assert_true (cairn_settings_same_search (&a, &b, ttt));
  g_assert_false (cairn_settings_same_search (&a, &b, chess));

  /* The gate: R 2 and R 3 alike, R 0 not. */
  a.engine_parts = CAIRN_PART_GATE;
  b = a;
  b.reduction = 2;
  b.probe_window = CAIRN_PROBE_WINDOW_ZERO;
  g_assert_true (cairn_settings_same_search (&a, &b, chess));
  b.reduction = CAIRN_REDUCTION_NONE;
  g_assert_false (cairn_settings_same_search (&a, &b, chess));
  b = a;
  b.engine_parts = CAIRN_ENGINE_PARTS_ALL;
  g_assert_false (cairn_settings_same_search (&a, &b, chess));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/settings/parse", test_parse);
  g_test_add_func ("/settings/validate", test_validate);
  g_test_add_func ("/settings/numbers", test_numbers);
  g_test_add_func ("/settings/names", test_names);
  g_test_add_func ("/settings/engine-parts", test_engine_parts);
  g_test_add_func ("/settings/labels", test_labels);
  g_test_add_func ("/settings/root-window", test_root_window);
  g_test_add_func ("/settings/same-search", test_same_search);
  return g_test_run ();
}
