/* cairn-summary-banner.c — the summary and the disagreement banner.
 *
 * Texts are only set when they change: the same text set again still
 * lays out the whole window once more, and the outcome is given again at
 * every moment of the timeline.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "cairn-event-text.h"
#include "cairn-format.h"
#include "cairn-node-text.h"
#include "cairn-pane.h"
#include "cairn-summary-banner.h"

struct _CairnSummaryBanner {
  GtkBox parent_instance;

  /* template children */
  GtkWidget *warning_banner;
  GtkLabel  *warning_label;
  GtkButton *jump_left;
  GtkButton *jump_right;
  GtkLabel  *summary;

  char *warning;       /* the banner's first sentence, or NULL */
  char *decisive;      /* the sentences under it, or NULL */
  int   jump_moves[2]; /* root moves the buttons show */
};

enum {
  PROP_0,
  PROP_WARNING,
  PROP_DECISIVE_TEXT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (CairnSummaryBanner, cairn_summary_banner, GTK_TYPE_BOX)

static void
set_label_text (GtkLabel   *label,
                const char *text)
{
  if (g_strcmp0 (gtk_label_get_label (label), text) != 0 || gtk_label_get_use_markup (label))
    gtk_label_set_text (label, text);
}

static void
set_button_label (GtkButton  *button,
                  const char *text)
{
  if (g_strcmp0 (gtk_button_get_label (button), text) != 0)
    gtk_button_set_label (button, text);
}

/* Shown while either part is: a visible box with nothing showing would
 * still cost the column its spacing. */
static void
show_parts (CairnSummaryBanner *self,
            gboolean            summary,
            gboolean            banner)
{
  gtk_widget_set_visible (GTK_WIDGET (self->summary), summary);
  gtk_widget_set_visible (self->warning_banner, banner);
  gtk_widget_set_visible (GTK_WIDGET (self), summary || banner);
}

/* The banner's label: its first sentence, then the decisive prune's. */
static void
update_banner_label (CairnSummaryBanner *self)
{
  g_autofree char *text = NULL;

  if (self->warning == NULL)
    return;
  text = self->decisive ? g_strconcat (self->warning, "\n", self->decisive, NULL) : g_strdup (self->warning);
  set_label_text (self->warning_label, text);
}

static void
set_warning (CairnSummaryBanner *self,
             char               *warning)
{
  if (g_strcmp0 (warning, self->warning) == 0)
    {
      g_free (warning);
      return;
    }
  g_free (self->warning);
  self->warning = warning;
  /* The decisive prune named was another disagreement's. */
  g_clear_pointer (&self->decisive, g_free);
  update_banner_label (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_WARNING]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DECISIVE_TEXT]);
}

void
cairn_summary_banner_show_outcome (CairnSummaryBanner  *self,
                                   const CairnPosition *position,
                                   const CairnMode      modes[2],
                                   const CairnCounters *left,
                                   const CairnCounters *right,
                                   gboolean             looking_back)
{
  const CairnGame *game;
  const char *left_mode, *right_mode;
  const CairnCounters l = *left, r = *right;
  g_autofree char *text = NULL;
  char *warning = NULL;

  g_return_if_fail (CAIRN_IS_SUMMARY_BANNER (self));
  g_return_if_fail (position != NULL && left != NULL && right != NULL);

  game = cairn_position_game (position);
  left_mode = cairn_mode_to_title (modes[0]);
  right_mode = cairn_mode_to_title (modes[1]);
  {
    g_autofree char *ln = cairn_format_count (l.nodes);
    g_autofree char *rn = cairn_format_count (r.nodes);
    g_autofree char *savings = cairn_format_savings (l.nodes, r.nodes);
    g_autofree char *lv = cairn_value_to_string (l.value);
    g_autofree char *rv = cairn_value_to_string (r.value);
    g_autofree char *lm = cairn_node_text_root_move (position, l.best_move);
    g_autofree char *rm = cairn_node_text_root_move (position, r.best_move);
    g_autofree char *lw = cairn_node_text_value_phrase (game, l.value);
    g_autofree char *rw = cairn_node_text_value_phrase (game, r.value);
    gboolean chess = !game->numbered_moves;

    /* One whole sentence per pane, each with its own plural.  A chess
     * value may be a win ("White wins, ply 7"), so it comes whole. */
    g_autofree char *left_text = chess
      /* Translators: one pane of the compare summary in a pawn ending, e.g. "Plain alpha-beta: 20,689 nodes, value 120, plays Kd2." or "…, White wins, ply 7, plays Kf6." */
      ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s: %s node, %s, plays %s.",
                                      "%s: %s nodes, %s, plays %s.", l.nodes),
                         left_mode, ln, lw, lm)
      /* Translators: one pane of the compare summary, e.g. "Plain alpha-beta: 1,787 nodes, value 12, plays cell 4." */
      : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s: %s node, value %s, plays %s.",
                                      "%s: %s nodes, value %s, plays %s.", l.nodes),
                         left_mode, ln, lv, lm);
    g_autofree char *right_text = chess
      /* Translators: the other pane in a pawn ending, e.g. "Null-move pruning: 7,398 nodes (64.2% fewer), value 120, plays Kd2." */
      ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s: %s node (%s), %s, plays %s.",
                                      "%s: %s nodes (%s), %s, plays %s.", r.nodes),
                         right_mode, rn, savings, rw, rm)
      /* Translators: the other pane, e.g. "Null-move pruning: 803 nodes (55.1% fewer), value 12, plays cell 4." */
      : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s: %s node (%s), value %s, plays %s.",
                                      "%s: %s nodes (%s), value %s, plays %s.", r.nodes),
                         right_mode, rn, savings, rv, rm);

    if (looking_back)
      /* Translators: the compare summary while the timeline looks back at
       * an earlier moment: how the finished searches ended, then the two
       * sentences above */
      text = g_strdup_printf (_("At the end:  %s   %s"), left_text, right_text);
    else
      /* Translators: the compare summary: "Done." then the two sentences above */
      text = g_strdup_printf (_("Done.  %s   %s"), left_text, right_text);
    set_label_text (self->summary, text);

    if (l.best_move != r.best_move)
      {
        g_autofree char *jl = NULL;
        g_autofree char *jr = NULL;

        /* Translators: the modes are lower-case names from the context "mode
         * inside a sentence", e.g. "The searches disagree: plain alpha-beta
         * plays cell 4 (value 12), but null-move pruning plays cell 0
         * (value 9)."  Reorder with %1$s … %6$s as your language needs. */
        if (chess)
          /* Translators: the banner in a pawn ending, e.g. "The searches
           * disagree: plain alpha-beta plays Kf6 (White wins, ply 7), but
           * null-move pruning plays Ke4 (value 140)."  Reorder with
           * %1$s … %6$s as your language needs. */
          warning = g_strdup_printf (_("The searches disagree: %1$s plays %2$s (%3$s), but %4$s plays %5$s (%6$s)."),
                                     cairn_mode_to_name (modes[0]), lm, lw,
                                     cairn_mode_to_name (modes[1]), rm, rw);
        else
          warning = g_strdup_printf (_("The searches disagree: %1$s plays %2$s (value %3$s), but %4$s plays %5$s (value %6$s)."),
                                     cairn_mode_to_name (modes[0]), lm, lv,
                                     cairn_mode_to_name (modes[1]), rm, rv);
        self->jump_moves[0] = l.best_move;
        self->jump_moves[1] = r.best_move;
        jl = g_strdup_printf (_("Show %s in both trees"), lm);
        jr = g_strdup_printf (_("Show %s in both trees"), rm);
        set_button_label (self->jump_left, jl);
        set_button_label (self->jump_right, jr);
        gtk_widget_set_visible (GTK_WIDGET (self->jump_left), l.best_move >= 0);
        gtk_widget_set_visible (GTK_WIDGET (self->jump_right), r.best_move >= 0);
      }
  }
  set_warning (self, warning);
  show_parts (self, TRUE, self->warning != NULL);
}

void
cairn_summary_banner_show_text (CairnSummaryBanner *self,
                                const char         *text)
{
  g_return_if_fail (CAIRN_IS_SUMMARY_BANNER (self));

  set_warning (self, NULL);
  gtk_label_set_text (self->summary, text);
  show_parts (self, TRUE, FALSE);
}

void
cairn_summary_banner_clear (CairnSummaryBanner *self)
{
  g_return_if_fail (CAIRN_IS_SUMMARY_BANNER (self));

  set_warning (self, NULL);
  show_parts (self, FALSE, FALSE);
}

const char *
cairn_summary_banner_get_warning (CairnSummaryBanner *self)
{
  g_return_val_if_fail (CAIRN_IS_SUMMARY_BANNER (self), NULL);
  return self->warning;
}

void
cairn_summary_banner_set_decisive_text (CairnSummaryBanner *self,
                                        const char         *text)
{
  g_return_if_fail (CAIRN_IS_SUMMARY_BANNER (self));

  if (g_strcmp0 (text, self->decisive) == 0)
    return;
  g_free (self->decisive);
  self->decisive = g_strdup (text);
  update_banner_label (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DECISIVE_TEXT]);
}

int
cairn_summary_banner_get_jump_move (CairnSummaryBanner *self,
                                    guint               which)
{
  g_return_val_if_fail (CAIRN_IS_SUMMARY_BANNER (self), -1);
  g_return_val_if_fail (which < 2, -1);
  return self->jump_moves[which];
}

GObject *
cairn_summary_banner_get_part (CairnSummaryBanner *self,
                               const char         *id)
{
  g_return_val_if_fail (CAIRN_IS_SUMMARY_BANNER (self), NULL);
  g_return_val_if_fail (id != NULL, NULL);
  return gtk_widget_get_template_child (GTK_WIDGET (self), CAIRN_TYPE_SUMMARY_BANNER, id);
}

static void
cairn_summary_banner_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  CairnSummaryBanner *self = CAIRN_SUMMARY_BANNER (object);

  switch (prop_id)
    {
    case PROP_WARNING:
      g_value_set_string (value, self->warning);
      break;
    case PROP_DECISIVE_TEXT:
      g_value_set_string (value, self->decisive);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cairn_summary_banner_set_property (GObject      *object,
                                   guint         prop_id,
                                   const GValue *value,
                                   GParamSpec   *pspec)
{
  CairnSummaryBanner *self = CAIRN_SUMMARY_BANNER (object);

  switch (prop_id)
    {
    case PROP_DECISIVE_TEXT:
      cairn_summary_banner_set_decisive_text (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cairn_summary_banner_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), CAIRN_TYPE_SUMMARY_BANNER);
  G_OBJECT_CLASS (cairn_summary_banner_parent_class)->dispose (object);
}

static void
cairn_summary_banner_finalize (GObject *object)
{
  CairnSummaryBanner *self = CAIRN_SUMMARY_BANNER (object);

  g_free (self->warning);
  g_free (self->decisive);
  G_OBJECT_CLASS (cairn_summary_banner_parent_class)->finalize (object);
}

static void
cairn_summary_banner_class_init (CairnSummaryBannerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = cairn_summary_banner_get_property;
  object_class->set_property = cairn_summary_banner_set_property;
  object_class->dispose = cairn_summary_banner_dispose;
  object_class->finalize = cairn_summary_banner_finalize;

  properties[PROP_WARNING] =
    g_param_spec_string ("warning", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_DECISIVE_TEXT] =
    g_param_spec_string ("decisive-text", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/cairn/Cairn/cairn-summary-banner.ui");
  gtk_widget_class_bind_template_child (widget_class, CairnSummaryBanner, warning_banner);
  gtk_widget_class_bind_template_child (widget_class, CairnSummaryBanner, warning_label);
  gtk_widget_class_bind_template_child (widget_class, CairnSummaryBanner, jump_left);
  gtk_widget_class_bind_template_child (widget_class, CairnSummaryBanner, jump_right);
  gtk_widget_class_bind_template_child (widget_class, CairnSummaryBanner, summary);
}

static void
cairn_summary_banner_init (CairnSummaryBanner *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
