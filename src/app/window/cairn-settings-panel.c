/* cairn-settings-panel.c — the Search section of the left column.
 *
 * The controls list their options in their enums' order (the reduction
 * R = 1 … 8, then "adaptive"), so a control's selection is the setting.
 * What a game or Stockfish's gate puts in force is shown without being
 * chosen: the user's own choices stay in GSettings and come back.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "cairn-settings-panel.h"
#include "cairn-settings-range.h"

enum {
  STYLE_SEED,
  STYLE_ENGINE,
};

static const CairnEnginePart part_bits[CAIRN_N_ENGINE_PARTS] = {
  CAIRN_PART_QSEARCH, CAIRN_PART_ORDER, CAIRN_PART_PVS, CAIRN_PART_TT,
  CAIRN_PART_ID, CAIRN_PART_CHECK, CAIRN_PART_DRAWS, CAIRN_PART_GATE,
};

struct _CairnSettingsPanel {
  GtkBox parent_instance;

  /* template children */
  GtkSpinButton  *depth;
  GtkDropDown    *reduction;
  GtkSwitch      *guard;
  GtkDropDown    *probe_window;
  GtkDropDown    *scoring;
  GtkDropDown    *null_when;
  GtkWidget      *search_style_box;
  GtkDropDown    *search_style;
  GtkMenuButton  *engine_parts_button;
  GtkCheckButton *engine_part[CAIRN_N_ENGINE_PARTS];  /* in the order of part_bits */
  GtkButton      *engine_parts_all;
  GtkLabel       *gate_note;

  GSettings       *settings;
  const CairnGame *game;
  gboolean         gate_shown;  /* the probe window and null-move rule show the gate's */
  gboolean         updating;    /* set from outside: not "changed" */
};

enum {
  PROP_0,
  PROP_DEPTH,
  PROP_REDUCTION,
  PROP_GUARD,
  PROP_PROBE_WINDOW,
  PROP_SCORING,
  PROP_NULL_WHEN,
  PROP_ENGINE_PARTS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (CairnSettingsPanel, cairn_settings_panel, GTK_TYPE_BOX)

static const char *
null_when_tooltip (void)
{
  return _("When a node may try a null move. Always: at every node where the search's other rules allow a probe, whatever the material; this is the seed's rule (the null-move page Cairn follows by default). With pieces: only when the side to move has a knight, bishop, rook or queen. Engines such as Stockfish 15.1 skip the null move when the side to move has only king and pawns, where zugzwang is common");
}

/* ---- Remembered choices ---- */

/* The remembered probe window, scoring and null-move rule; a value that
 * is not one of the choices (an old or hand-edited store) falls back to
 * the key's default. */
static guint
settings_get_choice (CairnSettingsPanel *self,
                     const char         *key,
                     gboolean          (*parse) (const char *, guint *))
{
  g_autofree char *text = g_settings_get_string (self->settings, key);
  guint value = 0;

  if (parse (text, &value))
    return value;
  g_settings_reset (self->settings, key);
  g_clear_pointer (&text, g_free);
  text = g_settings_get_string (self->settings, key);
  if (parse (text, &value))
    return value;
  return 0;
}

static gboolean
parse_probe_window (const char *text,
                    guint      *value)
{
  CairnProbeWindow window;

  if (!cairn_probe_window_parse (text, &window, NULL))
    return FALSE;
  *value = window;
  return TRUE;
}

static gboolean
parse_scoring (const char *text,
               guint      *value)
{
  CairnScoring scoring;

  if (!cairn_scoring_parse (text, &scoring, NULL))
    return FALSE;
  *value = scoring;
  return TRUE;
}

static gboolean
parse_null_when (const char *text,
                 guint      *value)
{
  CairnNullWhen when;

  if (!cairn_null_when_parse (text, &when, NULL))
    return FALSE;
  *value = when;
  return TRUE;
}

static guint
settings_get_probe_window (CairnSettingsPanel *self)
{
  return settings_get_choice (self, "probe-window", parse_probe_window);
}

static guint
settings_get_scoring (CairnSettingsPanel *self)
{
  return settings_get_choice (self, "scoring", parse_scoring);
}

static guint
settings_get_null_when (CairnSettingsPanel *self)
{
  return settings_get_choice (self, "null-when", parse_null_when);
}

/* ---- The search style (SEARCH-RULES.md §4): seed, or engine with its parts ---- */

/* The parts ticked in the popover, whatever the style. */
static guint
parts_ticked (CairnSettingsPanel *self)
{
  guint parts = 0;

  for (guint i = 0; i < CAIRN_N_ENGINE_PARTS; i++)
    if (gtk_check_button_get_active (self->engine_part[i]))
      parts |= part_bits[i];
  return parts;
}

static void
tick_parts (CairnSettingsPanel *self,
            guint               parts)
{
  for (guint i = 0; i < CAIRN_N_ENGINE_PARTS; i++)
    gtk_check_button_set_active (self->engine_part[i], (parts & part_bits[i]) != 0);
}

guint
cairn_settings_panel_get_engine_parts (CairnSettingsPanel *self)
{
  g_return_val_if_fail (CAIRN_IS_SETTINGS_PANEL (self), 0);

  if (self->game == NULL || !cairn_engine_parts_matter_for_game (self->game) ||
      gtk_drop_down_get_selected (self->search_style) != STYLE_ENGINE)
    return 0;
  return parts_ticked (self);
}

/* The remembered style and parts (the chess ones, kept while the panel
 * shows tic-tac-toe); a stored value that is not one falls back to the
 * key's default. */
static guint
settings_get_engine_parts (CairnSettingsPanel *self,
                           gboolean           *engine)
{
  g_autofree char *style = g_settings_get_string (self->settings, "search-style");
  g_autofree char *text = g_settings_get_string (self->settings, "engine-parts");
  guint parts = 0;

  *engine = g_strcmp0 (style, "engine") == 0;
  if (!cairn_engine_parts_parse (text, &parts, NULL))
    {
      g_settings_reset (self->settings, "engine-parts");
      g_clear_pointer (&text, g_free);
      text = g_settings_get_string (self->settings, "engine-parts");
      if (!cairn_engine_parts_parse (text, &parts, NULL))
        parts = CAIRN_ENGINE_PARTS_ALL;
    }
  return parts;
}

/* What the style's controls can do and say: the parts only with the
 * engine style, all of it only for chess; with the gate, the controls
 * it overrides say so. */
static void
update_engine_controls (CairnSettingsPanel *self)
{
  gboolean chess = cairn_engine_parts_matter_for_game (self->game);
  gboolean engine = chess && gtk_drop_down_get_selected (self->search_style) == STYLE_ENGINE;
  gboolean gate = engine && (parts_ticked (self) & CAIRN_PART_GATE) != 0;

  gtk_widget_set_sensitive (self->search_style_box, chess);
  gtk_widget_set_sensitive (GTK_WIDGET (self->engine_parts_button), engine);
  if (chess)
    {
      gtk_widget_set_tooltip_text (GTK_WIDGET (self->search_style),
                                   _("Seed: the search of the null-move page Cairn follows by default, probes landing on the horizon and all. Engine: null move as chess programs use it, with the parts ticked under the button beside (quiescence search, move ordering, PVS, a transposition table, iterative deepening, check extension, draws, Stockfish’s null-move gate)"));
      gtk_widget_set_tooltip_text (GTK_WIDGET (self->engine_parts_button),
                                   _("The engine style’s parts, each on or off: what each one adds to the search"));
    }
  else
    {
      /* Greyed, each part of the row says why, naming the game. */
      /* Translators: %s is a game's name ("Tic-tac-toe", "Connect Four") */
      g_autofree char *why = g_strdup_printf (_("%s has no captures, checks or repetitions for the engine style to treat: it is for chess only, so the search here is in the seed style"),
                                              _(self->game->label));

      gtk_widget_set_tooltip_text (GTK_WIDGET (self->search_style), why);
      gtk_widget_set_tooltip_text (GTK_WIDGET (self->engine_parts_button), why);
    }
  /* Stockfish's formula replaces R, and its gate the probe window and
   * the null-move rule. */
  gtk_widget_set_sensitive (GTK_WIDGET (self->reduction), !gate);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->reduction), gate
                               ? _("Stockfish’s null-move gate is on: its formula sets R probe by probe, 3 + d / 3 + min((s − β) / 147, 5) plies, in place of this setting; each probe’s inspector says the R it used")
                               : _("How many plies shallower a null probe searches. Adaptive: R = 3 where more than 6 plies remain, else 2"));
  gtk_widget_set_visible (GTK_WIDGET (self->gate_note), gate);
  /* What is in force is shown, as for a game that is always sound; the
   * user's own choices stay remembered (cairn_settings_panel_remember())
   * and come back when the gate goes. */
  if (gate != self->gate_shown)
    {
      gboolean was = self->updating;

      self->updating = TRUE;
      gtk_drop_down_set_selected (self->probe_window, gate ? CAIRN_PROBE_WINDOW_ZERO : settings_get_probe_window (self));
      if (cairn_null_when_matters_for_game (self->game))
        gtk_drop_down_set_selected (self->null_when, gate ? CAIRN_NULL_WHEN_PIECES : settings_get_null_when (self));
      self->updating = was;
      self->gate_shown = gate;
    }
  if (gate)
    {
      gtk_widget_set_sensitive (GTK_WIDGET (self->probe_window), FALSE);
      gtk_widget_set_tooltip_text (GTK_WIDGET (self->probe_window),
                                   _("Stockfish’s null-move gate is on: every probe searches a zero window, whatever this says"));
    }
  else
    {
      gtk_widget_set_sensitive (GTK_WIDGET (self->probe_window), TRUE);
      gtk_widget_set_tooltip_text (GTK_WIDGET (self->probe_window),
                                   _("What a null probe asks. Full window: the probe searches between the node's own bounds, α and β, and so finds a value, not just a yes or no; this is the seed's rule (the seed: the null-move page whose rules Cairn follows by default). Zero-width: the probe searches a window one point wide at the bound it must beat, so it answers only “is passing already good enough to prune?”, the question engines ask because it takes far fewer nodes to answer"));
    }
  if (cairn_null_when_matters_for_game (self->game))
    {
      gtk_widget_set_sensitive (GTK_WIDGET (self->null_when), !gate);
      gtk_widget_set_tooltip_text (GTK_WIDGET (self->null_when), gate
                                   ? _("Stockfish’s null-move gate is on: a null move is tried only when the side to move has a knight, bishop, rook or queen, whatever this says")
                                   : null_when_tooltip ());
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ENGINE_PARTS]);
}

/* ---- Changes ---- */

/* A value the user changed: the window starts the searches that use it
 * again. */
static void
on_control_changed (CairnSettingsPanel *self)
{
  if (!self->updating)
    g_signal_emit (self, signals[CHANGED], 0);
}

/* Choosing the engine style with no part ticked ticks them all (the
 * preset); unticking the last part goes back to the seed style. */
static void
on_search_style_changed (CairnSettingsPanel *self)
{
  if (self->updating)
    return;
  if (gtk_drop_down_get_selected (self->search_style) == STYLE_ENGINE && parts_ticked (self) == 0)
    {
      self->updating = TRUE;
      tick_parts (self, CAIRN_ENGINE_PARTS_ALL);
      self->updating = FALSE;
    }
  update_engine_controls (self);
  on_control_changed (self);
}

static void
on_engine_part_toggled (CairnSettingsPanel *self)
{
  if (self->updating)
    return;
  if (parts_ticked (self) == 0 && gtk_drop_down_get_selected (self->search_style) == STYLE_ENGINE)
    {
      self->updating = TRUE;
      gtk_drop_down_set_selected (self->search_style, STYLE_SEED);
      self->updating = FALSE;
    }
  update_engine_controls (self);
  on_control_changed (self);
}

static void
on_engine_parts_all (CairnSettingsPanel *self)
{
  self->updating = TRUE;
  tick_parts (self, CAIRN_ENGINE_PARTS_ALL);
  gtk_drop_down_set_selected (self->search_style, STYLE_ENGINE);
  self->updating = FALSE;
  update_engine_controls (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

/* ---- The panel's values ---- */

static guint
get_reduction (CairnSettingsPanel *self)
{
  guint selected = gtk_drop_down_get_selected (self->reduction);

  return selected == CAIRN_REDUCTION_MAX ? CAIRN_REDUCTION_ADAPTIVE : selected + 1;
}

static void
set_reduction (CairnSettingsPanel *self,
               guint               reduction)
{
  gtk_drop_down_set_selected (self->reduction,
                              reduction == CAIRN_REDUCTION_ADAPTIVE ? CAIRN_REDUCTION_MAX : reduction - 1);
}

void
cairn_settings_panel_read (CairnSettingsPanel *self,
                           CairnSettings      *settings)
{
  g_return_if_fail (CAIRN_IS_SETTINGS_PANEL (self));

  cairn_settings_init_default (settings);
  settings->depth = (guint) gtk_spin_button_get_value_as_int (self->depth);
  settings->reduction = get_reduction (self);
  settings->guard = gtk_switch_get_active (self->guard);
  settings->probe_window = (CairnProbeWindow) MIN (gtk_drop_down_get_selected (self->probe_window),
                                                   CAIRN_N_PROBE_WINDOWS - 1);
  settings->scoring = (CairnScoring) MIN (gtk_drop_down_get_selected (self->scoring),
                                          CAIRN_N_SCORINGS - 1);
  settings->null_when = (CairnNullWhen) MIN (gtk_drop_down_get_selected (self->null_when),
                                             CAIRN_N_NULL_WHENS - 1);
  settings->engine_parts = cairn_settings_panel_get_engine_parts (self);
}

void
cairn_settings_panel_remember (CairnSettingsPanel *self)
{
  CairnSettings s;

  g_return_if_fail (CAIRN_IS_SETTINGS_PANEL (self));

  cairn_settings_panel_read (self, &s);
  g_settings_set_int (self->settings, "depth", (int) s.depth);
  /* GSettings has stored adaptive as 0 since its first schema. */
  g_settings_set_int (self->settings, "reduction",
                      s.reduction == CAIRN_REDUCTION_ADAPTIVE ? 0 : (int) s.reduction);
  g_settings_set_boolean (self->settings, "guard", s.guard);
  /* Stockfish's gate shows a zero window and "with pieces" without them
   * being chosen. */
  if (!(s.engine_parts & CAIRN_PART_GATE))
    g_settings_set_string (self->settings, "probe-window", cairn_probe_window_to_string (s.probe_window));
  /* A game that is always sound shows "sound" without it being chosen. */
  if (cairn_scoring_matters_for_game (self->game))
    g_settings_set_string (self->settings, "scoring", cairn_scoring_to_string (s.scoring));
  /* Likewise a game without pieces shows "always" without it being chosen. */
  if (cairn_null_when_matters_for_game (self->game) && !(s.engine_parts & CAIRN_PART_GATE))
    g_settings_set_string (self->settings, "null-when", cairn_null_when_to_string (s.null_when));
  /* Likewise tic-tac-toe shows the seed style without it being chosen. */
  if (cairn_engine_parts_matter_for_game (self->game))
    {
      g_autofree char *parts = cairn_engine_parts_to_string (parts_ticked (self));

      g_settings_set_string (self->settings, "search-style",
                             gtk_drop_down_get_selected (self->search_style) == STYLE_ENGINE ? "engine" : "seed");
      g_settings_set_string (self->settings, "engine-parts", parts);
    }
}

void
cairn_settings_panel_set_settings (CairnSettingsPanel *self,
                                   GSettings          *settings)
{
  g_return_if_fail (CAIRN_IS_SETTINGS_PANEL (self));
  g_return_if_fail (G_IS_SETTINGS (settings));

  g_set_object (&self->settings, settings);
}

/* The depth limit's range and the choices follow the game. */
void
cairn_settings_panel_set_game (CairnSettingsPanel *self,
                               const CairnGame    *game)
{
  GtkAdjustment *depth;
  g_autofree char *tip = NULL;
  gboolean was;

  g_return_if_fail (CAIRN_IS_SETTINGS_PANEL (self));
  g_return_if_fail (game != NULL);

  depth = gtk_spin_button_get_adjustment (self->depth);
  was = self->updating;
  self->updating = TRUE;
  self->game = game;
  gtk_adjustment_set_upper (depth, game->depth_max);
  if (gtk_spin_button_get_value_as_int (self->depth) > (int) game->depth_max)
    gtk_spin_button_set_value (self->depth, game->depth_max);
  /* A depth limit of 9 keeps its own sentence (Kazakh inflects the
   * number): a choice of wording by the number, not a guess at the game. */
  if (game->depth_max == 9)
    tip = g_strdup (_("How many plies (moves of either side) the searches look ahead, 1 to 9"));
  else
    tip = g_strdup_printf (_("How many plies (moves of either side) the searches look ahead, 1 to %u"),
                           game->depth_max);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->depth), tip);
  /* Scoring: chosen for tic-tac-toe, fixed for a game that is always
   * sound (showing what is in force, with the game's own win score). */
  {
    g_autofree char *sound = game->win_score != 0
      ? g_strdup_printf ((game->flags & CAIRN_GAME_NAMED_ENDS) != 0
                         /* Translators: %d is what a mate is worth before the ply is taken off */
                         ? _("Sound: mate = %d − ply")
                         /* Translators: %d is what a won game is worth before the ply is taken off */
                         : _("Sound: win = %d − ply"), game->win_score)
      : g_strdup (_("Sound: win = 1000 − ply"));
    const char * const items[] = { sound, NULL };
    GtkStringList *scorings = GTK_STRING_LIST (gtk_drop_down_get_model (self->scoring));

    /* Only when the game changes it: the list is not touched otherwise. */
    if (g_strcmp0 (gtk_string_list_get_string (scorings, CAIRN_SCORING_SOUND), sound) != 0)
      gtk_string_list_splice (scorings, CAIRN_SCORING_SOUND, 1, items);
  }
  if (cairn_scoring_matters_for_game (game))
    {
      gtk_drop_down_set_selected (self->scoring, settings_get_scoring (self));
      gtk_widget_set_sensitive (GTK_WIDGET (self->scoring), TRUE);
      gtk_widget_set_tooltip_text (GTK_WIDGET (self->scoring),
                                   _("What a won game is worth. Seed (the rule of the null-move page Cairn follows by default): a win at ply p scores 10 − p, so the line-counting guess at the horizon can score higher than a sure win, and the search may prefer the guess. Sound: 1000 − p, above every guess, as engines score a mate"));
    }
  else
    {
      /* A game whose rules name its ends (checkmate) says mate. */
      g_autofree char *fixed = (game->flags & CAIRN_GAME_NAMED_ENDS) != 0
        ? g_strdup_printf (_("Chess always scores a mate above every guess at the horizon (%d − ply), so there is nothing to choose"),
                           game->win_score)
        /* Translators: %s is a game's name ("Connect Four"), %d what a won game is worth before the ply is taken off */
        : g_strdup_printf (_("%s always scores a won game above every guess at the horizon (%d − ply), so there is nothing to choose"),
                           _(game->label), game->win_score);

      gtk_drop_down_set_selected (self->scoring, CAIRN_SCORING_SOUND);
      gtk_widget_set_sensitive (GTK_WIDGET (self->scoring), FALSE);
      gtk_widget_set_tooltip_text (GTK_WIDGET (self->scoring), fixed);
    }
  /* When to try a null move: chosen for chess, fixed at "always" for a
   * game without knights, bishops, rooks or queens. */
  if (cairn_null_when_matters_for_game (game))
    {
      gtk_drop_down_set_selected (self->null_when, settings_get_null_when (self));
      gtk_widget_set_sensitive (GTK_WIDGET (self->null_when), TRUE);
      gtk_widget_set_tooltip_text (GTK_WIDGET (self->null_when), null_when_tooltip ());
    }
  else
    {
      /* Translators: %s is a game's name ("Tic-tac-toe", "Connect Four") */
      g_autofree char *why = g_strdup_printf (_("%s has no knights, bishops, rooks or queens, so a null move is always tried: the choice is chess's only"),
                                              _(game->label));

      gtk_drop_down_set_selected (self->null_when, CAIRN_NULL_WHEN_ALWAYS);
      gtk_widget_set_sensitive (GTK_WIDGET (self->null_when), FALSE);
      gtk_widget_set_tooltip_text (GTK_WIDGET (self->null_when), why);
    }
  /* The search style: chosen for chess, the seed's for tic-tac-toe
   * (the chess choice stays remembered). */
  {
    gboolean engine;
    guint parts = settings_get_engine_parts (self, &engine);

    tick_parts (self, parts);
    gtk_drop_down_set_selected (self->search_style,
                                engine && cairn_engine_parts_matter_for_game (game) ? STYLE_ENGINE : STYLE_SEED);
  }
  update_engine_controls (self);
  self->updating = was;
}

void
cairn_settings_panel_load (CairnSettingsPanel *self)
{
  /* 0 in GSettings means adaptive (cairn_settings_panel_remember()). */
  int reduction;

  g_return_if_fail (CAIRN_IS_SETTINGS_PANEL (self));
  g_return_if_fail (self->game != NULL);

  reduction = cairn_settings_get_int_within (self->settings, "reduction", 0, CAIRN_REDUCTION_MAX);
  self->updating = TRUE;
  gtk_spin_button_set_value (self->depth, cairn_settings_get_int_within (self->settings, "depth", CAIRN_DEPTH_MIN,
                                                                         (int) self->game->depth_max));
  set_reduction (self, reduction == 0 ? CAIRN_REDUCTION_ADAPTIVE : (guint) reduction);
  gtk_switch_set_active (self->guard, g_settings_get_boolean (self->settings, "guard"));
  gtk_drop_down_set_selected (self->probe_window, settings_get_probe_window (self));
  /* With the gate, what it puts in force. */
  update_engine_controls (self);
  self->updating = FALSE;
}

void
cairn_settings_panel_set_scenario (CairnSettingsPanel  *self,
                                   const CairnScenario *scenario)
{
  const CairnGame *game;

  g_return_if_fail (CAIRN_IS_SETTINGS_PANEL (self));
  g_return_if_fail (scenario != NULL);

  game = cairn_position_game (&scenario->position);
  self->updating = TRUE;
  gtk_adjustment_set_upper (gtk_spin_button_get_adjustment (self->depth), game->depth_max);
  gtk_spin_button_set_value (self->depth, scenario->depth);
  set_reduction (self, scenario->reduction);
  gtk_switch_set_active (self->guard, scenario->guard);
  gtk_drop_down_set_selected (self->probe_window, scenario->probe_window);
  /* Remembered now, as the scoring below: the engine controls show the
   * remembered window wherever the gate does not override it. */
  g_settings_set_string (self->settings, "probe-window", cairn_probe_window_to_string (scenario->probe_window));
  /* A game that is always sound keeps showing so (set_game). */
  if (cairn_scoring_matters_for_game (game))
    {
      gtk_drop_down_set_selected (self->scoring, scenario->scoring);
      /* Remembered now: the panel may still show another game. */
      g_settings_set_string (self->settings, "scoring", cairn_scoring_to_string (scenario->scoring));
    }
  /* A game without pieces keeps showing "always" (set_game). */
  if (cairn_null_when_matters_for_game (game))
    {
      gtk_drop_down_set_selected (self->null_when, scenario->null_when);
      g_settings_set_string (self->settings, "null-when", cairn_null_when_to_string (scenario->null_when));
    }
  /* The search style of a chess scenario: its parts, or the seed's. */
  if (cairn_engine_parts_matter_for_game (game))
    {
      g_autofree char *parts = cairn_engine_parts_to_string (scenario->engine_parts);

      if (scenario->engine_parts != 0)
        tick_parts (self, scenario->engine_parts);
      gtk_drop_down_set_selected (self->search_style, scenario->engine_parts != 0 ? STYLE_ENGINE : STYLE_SEED);
      g_settings_set_string (self->settings, "search-style", scenario->engine_parts != 0 ? "engine" : "seed");
      if (scenario->engine_parts != 0)
        g_settings_set_string (self->settings, "engine-parts", parts);
    }
  update_engine_controls (self);
  self->updating = FALSE;
}

GObject *
cairn_settings_panel_get_part (CairnSettingsPanel *self,
                               const char         *id)
{
  g_return_val_if_fail (CAIRN_IS_SETTINGS_PANEL (self), NULL);
  g_return_val_if_fail (id != NULL, NULL);

  return gtk_widget_get_template_child (GTK_WIDGET (self), CAIRN_TYPE_SETTINGS_PANEL, id);
}

/* ---- GObject ---- */

static void
cairn_settings_panel_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  CairnSettingsPanel *self = CAIRN_SETTINGS_PANEL (object);
  CairnSettings s;

  cairn_settings_panel_read (self, &s);
  switch (prop_id)
    {
    case PROP_DEPTH:
      g_value_set_uint (value, s.depth);
      break;
    case PROP_REDUCTION:
      g_value_set_uint (value, s.reduction);
      break;
    case PROP_GUARD:
      g_value_set_boolean (value, s.guard);
      break;
    case PROP_PROBE_WINDOW:
      g_value_set_uint (value, s.probe_window);
      break;
    case PROP_SCORING:
      g_value_set_uint (value, s.scoring);
      break;
    case PROP_NULL_WHEN:
      g_value_set_uint (value, s.null_when);
      break;
    case PROP_ENGINE_PARTS:
      g_value_set_uint (value, s.engine_parts);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* Set from outside, as a scenario is: not "changed". */
static void
cairn_settings_panel_set_property (GObject      *object,
                                   guint         prop_id,
                                   const GValue *value,
                                   GParamSpec   *pspec)
{
  CairnSettingsPanel *self = CAIRN_SETTINGS_PANEL (object);
  gboolean was = self->updating;

  self->updating = TRUE;
  switch (prop_id)
    {
    case PROP_DEPTH:
      gtk_spin_button_set_value (self->depth, g_value_get_uint (value));
      break;
    case PROP_REDUCTION:
      set_reduction (self, g_value_get_uint (value));
      break;
    case PROP_GUARD:
      gtk_switch_set_active (self->guard, g_value_get_boolean (value));
      break;
    case PROP_PROBE_WINDOW:
      gtk_drop_down_set_selected (self->probe_window, g_value_get_uint (value));
      break;
    case PROP_SCORING:
      gtk_drop_down_set_selected (self->scoring, g_value_get_uint (value));
      break;
    case PROP_NULL_WHEN:
      gtk_drop_down_set_selected (self->null_when, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
  self->updating = was;
}

static void
cairn_settings_panel_dispose (GObject *object)
{
  CairnSettingsPanel *self = CAIRN_SETTINGS_PANEL (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), CAIRN_TYPE_SETTINGS_PANEL);
  g_clear_object (&self->settings);
  G_OBJECT_CLASS (cairn_settings_panel_parent_class)->dispose (object);
}

static void
cairn_settings_panel_class_init (CairnSettingsPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  const GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->get_property = cairn_settings_panel_get_property;
  object_class->set_property = cairn_settings_panel_set_property;
  object_class->dispose = cairn_settings_panel_dispose;

  properties[PROP_DEPTH] = g_param_spec_uint ("depth", NULL, NULL, CAIRN_DEPTH_MIN, CAIRN_DEPTH_MAX, 5, flags);
  /* 1 … 8, or CAIRN_REDUCTION_ADAPTIVE (G_MAXUINT). */
  properties[PROP_REDUCTION] = g_param_spec_uint ("reduction", NULL, NULL, CAIRN_REDUCTION_MIN, G_MAXUINT,
                                                  CAIRN_REDUCTION_MIN, flags);
  properties[PROP_GUARD] = g_param_spec_boolean ("guard", NULL, NULL, FALSE, flags);
  properties[PROP_PROBE_WINDOW] = g_param_spec_uint ("probe-window", NULL, NULL, 0, CAIRN_N_PROBE_WINDOWS - 1, 0, flags);
  properties[PROP_SCORING] = g_param_spec_uint ("scoring", NULL, NULL, 0, CAIRN_N_SCORINGS - 1, 0, flags);
  properties[PROP_NULL_WHEN] = g_param_spec_uint ("null-when", NULL, NULL, 0, CAIRN_N_NULL_WHENS - 1, 0, flags);
  /* The parts in force: none with the seed style or for tic-tac-toe. */
  properties[PROP_ENGINE_PARTS] = g_param_spec_uint ("engine-parts", NULL, NULL, 0, CAIRN_ENGINE_PARTS_ALL, 0,
                                                     G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* The user changed a setting (not one set from outside). */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/cairn/Cairn/cairn-settings-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, CairnSettingsPanel, depth);
  gtk_widget_class_bind_template_child (widget_class, CairnSettingsPanel, reduction);
  gtk_widget_class_bind_template_child (widget_class, CairnSettingsPanel, guard);
  gtk_widget_class_bind_template_child (widget_class, CairnSettingsPanel, probe_window);
  gtk_widget_class_bind_template_child (widget_class, CairnSettingsPanel, scoring);
  gtk_widget_class_bind_template_child (widget_class, CairnSettingsPanel, null_when);
  gtk_widget_class_bind_template_child (widget_class, CairnSettingsPanel, search_style_box);
  gtk_widget_class_bind_template_child (widget_class, CairnSettingsPanel, search_style);
  gtk_widget_class_bind_template_child (widget_class, CairnSettingsPanel, engine_parts_button);
  gtk_widget_class_bind_template_child (widget_class, CairnSettingsPanel, engine_parts_all);
  gtk_widget_class_bind_template_child (widget_class, CairnSettingsPanel, gate_note);
  for (guint i = 0; i < CAIRN_N_ENGINE_PARTS; i++)
    {
      g_autofree char *id = g_strdup_printf ("part_%s", cairn_engine_part_name (part_bits[i]));

      gtk_widget_class_bind_template_child_full (widget_class, id, FALSE,
                                                 G_STRUCT_OFFSET (CairnSettingsPanel, engine_part) + i * sizeof (gpointer));
    }
}

/* Each control's change is its property's, and "changed" when the user
 * made it. */
static void
on_depth_changed (CairnSettingsPanel *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DEPTH]);
  on_control_changed (self);
}

static void
on_reduction_changed (CairnSettingsPanel *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REDUCTION]);
  on_control_changed (self);
}

static void
on_guard_changed (CairnSettingsPanel *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GUARD]);
  on_control_changed (self);
}

static void
on_probe_window_changed (CairnSettingsPanel *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PROBE_WINDOW]);
  on_control_changed (self);
}

static void
on_scoring_changed (CairnSettingsPanel *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SCORING]);
  on_control_changed (self);
}

static void
on_null_when_changed (CairnSettingsPanel *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NULL_WHEN]);
  on_control_changed (self);
}

static void
cairn_settings_panel_init (CairnSettingsPanel *self)
{
  g_autoptr (GtkStringList) reductions = gtk_string_list_new (NULL);
  g_autoptr (GtkStringList) probe_windows = gtk_string_list_new (NULL);
  g_autoptr (GtkStringList) scorings = gtk_string_list_new (NULL);
  g_autoptr (GtkStringList) null_whens = gtk_string_list_new (NULL);
  g_autoptr (GtkStringList) styles = gtk_string_list_new (NULL);

  gtk_widget_init_template (GTK_WIDGET (self));

  for (guint r = CAIRN_REDUCTION_MIN; r <= CAIRN_REDUCTION_MAX; r++)
    {
      g_autofree char *label = g_strdup_printf ("%u", r);

      gtk_string_list_append (reductions, label);
    }
  gtk_string_list_append (reductions, _("adaptive"));
  gtk_drop_down_set_model (self->reduction, G_LIST_MODEL (reductions));
  /* In the order of CairnProbeWindow, CairnScoring and CairnNullWhen. */
  gtk_string_list_append (probe_windows, _("Full window (the seed)"));
  gtk_string_list_append (probe_windows, _("Zero-width (engines)"));
  gtk_drop_down_set_model (self->probe_window, G_LIST_MODEL (probe_windows));
  gtk_string_list_append (scorings, _("Seed: win = 10 − ply"));
  gtk_string_list_append (scorings, _("Sound: win = 1000 − ply"));
  gtk_drop_down_set_model (self->scoring, G_LIST_MODEL (scorings));
  gtk_string_list_append (null_whens, _("Always (the seed)"));
  gtk_string_list_append (null_whens, _("With pieces (engines)"));
  gtk_drop_down_set_model (self->null_when, G_LIST_MODEL (null_whens));
  /* In the order of STYLE_SEED, STYLE_ENGINE. */
  gtk_string_list_append (styles, C_("search style", "Seed"));
  gtk_string_list_append (styles, C_("search style", "Engine"));
  gtk_drop_down_set_model (self->search_style, G_LIST_MODEL (styles));

  g_signal_connect_swapped (self->depth, "value-changed", G_CALLBACK (on_depth_changed), self);
  g_signal_connect_swapped (self->reduction, "notify::selected", G_CALLBACK (on_reduction_changed), self);
  g_signal_connect_swapped (self->guard, "notify::active", G_CALLBACK (on_guard_changed), self);
  g_signal_connect_swapped (self->probe_window, "notify::selected", G_CALLBACK (on_probe_window_changed), self);
  g_signal_connect_swapped (self->scoring, "notify::selected", G_CALLBACK (on_scoring_changed), self);
  g_signal_connect_swapped (self->null_when, "notify::selected", G_CALLBACK (on_null_when_changed), self);
  g_signal_connect_swapped (self->search_style, "notify::selected", G_CALLBACK (on_search_style_changed), self);
  for (guint i = 0; i < CAIRN_N_ENGINE_PARTS; i++)
    g_signal_connect_swapped (self->engine_part[i], "toggled", G_CALLBACK (on_engine_part_toggled), self);
  g_signal_connect_swapped (self->engine_parts_all, "clicked", G_CALLBACK (on_engine_parts_all), self);
}
