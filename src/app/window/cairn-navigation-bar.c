/* cairn-navigation-bar.c — Stepping, speed, and Probes and prunes.
 *
 * "speed" is the step of the speed control (what is remembered); "rate"
 * the events a second it means; "running" turns Run into Pause.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "cairn-navigation-bar.h"

/* Events per second of each step of the speed control; 0 is unlimited. */
static const guint speed_levels[] = { 2, 5, 10, 25, 60, 200, 1000, 5000, 0 };

G_STATIC_ASSERT (G_N_ELEMENTS (speed_levels) == CAIRN_NAVIGATION_BAR_SPEED_MAX + 1);

struct _CairnNavigationBar {
  GtkBox parent_instance;

  /* template children */
  GtkButton *run_button;
  GtkScale  *speed;
  GtkLabel  *speed_label;

  gboolean   running;
};

enum {
  PROP_0,
  PROP_SPEED,
  PROP_RATE,
  PROP_RUNNING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (CairnNavigationBar, cairn_navigation_bar, GTK_TYPE_BOX)

static guint
speed_level (CairnNavigationBar *self)
{
  return MIN ((guint) gtk_range_get_value (GTK_RANGE (self->speed)), CAIRN_NAVIGATION_BAR_SPEED_MAX);
}

guint
cairn_navigation_bar_get_rate (CairnNavigationBar *self)
{
  g_return_val_if_fail (CAIRN_IS_NAVIGATION_BAR (self), 0);
  return speed_levels[speed_level (self)];
}

GObject *
cairn_navigation_bar_get_part (CairnNavigationBar *self,
                               const char         *id)
{
  g_return_val_if_fail (CAIRN_IS_NAVIGATION_BAR (self), NULL);
  g_return_val_if_fail (id != NULL, NULL);
  return gtk_widget_get_template_child (GTK_WIDGET (self), CAIRN_TYPE_NAVIGATION_BAR, id);
}

static void
on_speed_changed (CairnNavigationBar *self)
{
  guint rate = cairn_navigation_bar_get_rate (self);
  g_autofree char *text = NULL;

  if (rate == 0)
    text = g_strdup (_("as fast as possible"));
  else
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u event a second", "%u events a second", rate), rate);
  gtk_label_set_text (self->speed_label, text);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SPEED]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RATE]);
}

static void
set_running (CairnNavigationBar *self,
             gboolean            running)
{
  const char *label = running ? _("Pause") : _("Run");

  /* Set at every step: only a new label lays the column out again. */
  if (g_strcmp0 (gtk_button_get_label (self->run_button), label) != 0)
    gtk_button_set_label (self->run_button, label);
  if (self->running == running)
    return;
  self->running = running;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);
}

static void
cairn_navigation_bar_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  CairnNavigationBar *self = CAIRN_NAVIGATION_BAR (object);

  switch (prop_id)
    {
    case PROP_SPEED:
      g_value_set_uint (value, speed_level (self));
      break;
    case PROP_RATE:
      g_value_set_uint (value, cairn_navigation_bar_get_rate (self));
      break;
    case PROP_RUNNING:
      g_value_set_boolean (value, self->running);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cairn_navigation_bar_set_property (GObject      *object,
                                   guint         prop_id,
                                   const GValue *value,
                                   GParamSpec   *pspec)
{
  CairnNavigationBar *self = CAIRN_NAVIGATION_BAR (object);

  switch (prop_id)
    {
    case PROP_SPEED:
      gtk_range_set_value (GTK_RANGE (self->speed), g_value_get_uint (value));
      break;
    case PROP_RUNNING:
      set_running (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cairn_navigation_bar_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), CAIRN_TYPE_NAVIGATION_BAR);
  G_OBJECT_CLASS (cairn_navigation_bar_parent_class)->dispose (object);
}

static void
cairn_navigation_bar_class_init (CairnNavigationBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = cairn_navigation_bar_get_property;
  object_class->set_property = cairn_navigation_bar_set_property;
  object_class->dispose = cairn_navigation_bar_dispose;

  properties[PROP_SPEED] =
    g_param_spec_uint ("speed", NULL, NULL, 0, CAIRN_NAVIGATION_BAR_SPEED_MAX, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_RATE] =
    g_param_spec_uint ("rate", NULL, NULL, 0, G_MAXUINT, speed_levels[0],
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_RUNNING] =
    g_param_spec_boolean ("running", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/cairn/Cairn/cairn-navigation-bar.ui");
  gtk_widget_class_bind_template_child (widget_class, CairnNavigationBar, run_button);
  gtk_widget_class_bind_template_child (widget_class, CairnNavigationBar, speed);
  gtk_widget_class_bind_template_child (widget_class, CairnNavigationBar, speed_label);
}

static void
cairn_navigation_bar_init (CairnNavigationBar *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect_swapped (self->speed, "value-changed", G_CALLBACK (on_speed_changed), self);
  on_speed_changed (self);
  set_running (self, FALSE);
}
