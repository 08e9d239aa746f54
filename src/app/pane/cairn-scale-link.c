/* cairn-scale-link.c — two tree views at one scale.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-scale-link.h"

struct _CairnScaleLink {
  GObject         parent_instance;

  CairnViewState *states[2];
  gboolean        active;
  gboolean        syncing;   /* carrying a change over: the other's echo is ignored */
};

enum {
  PROP_0,
  PROP_ACTIVE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (CairnScaleLink, cairn_scale_link, G_TYPE_OBJECT)

static guint
index_of (CairnScaleLink *self,
          CairnViewState *state)
{
  return state == self->states[0] ? 0 : 1;
}

/* Each view may fit no larger than the other needs.  Not while either
 * is a focus view: that draws a part of its tree, whose size says
 * nothing of the tree's, and its fit is of the focus node's subtree
 * (held to the other tree's fit, it drew the focus at 4 %). */
static void
update_limits (CairnScaleLink *self)
{
  gboolean linked = self->active && !cairn_view_state_get_focus (self->states[0]) &&
                    !cairn_view_state_get_focus (self->states[1]);

  for (guint i = 0; i < 2; i++)
    cairn_view_state_set_fit_limit (self->states[i],
                                    linked ? cairn_view_state_get_fit_scale (self->states[1 - i])
                                           : CAIRN_VIEW_SCALE_MAX);
}

static void
on_fit_scale (CairnViewState *state,
              GParamSpec     *pspec,
              CairnScaleLink *self)
{
  if (self->active)
    update_limits (self);
}

/* Fit in one view, fit in both; a zoom or a pan in one ends both fits. */
static void
on_fitting (CairnViewState *state,
            GParamSpec     *pspec,
            CairnScaleLink *self)
{
  if (!self->active || self->syncing)
    return;
  self->syncing = TRUE;
  cairn_view_state_set_fitting (self->states[1 - index_of (self, state)],
                                cairn_view_state_get_fitting (state));
  self->syncing = FALSE;
}

/* A scale the user chose carries over; fitting views reach the same
 * scale on their own through the limits. */
static void
on_scale (CairnViewState *state,
          GParamSpec     *pspec,
          CairnScaleLink *self)
{
  if (!self->active || self->syncing || cairn_view_state_get_fitting (state))
    return;
  self->syncing = TRUE;
  cairn_view_state_set_scale (self->states[1 - index_of (self, state)],
                              cairn_view_state_get_scale (state));
  self->syncing = FALSE;
}

gboolean
cairn_scale_link_get_active (CairnScaleLink *self)
{
  g_return_val_if_fail (CAIRN_IS_SCALE_LINK (self), FALSE);
  return self->active;
}

/* Turned on, both views fit at the common scale; turned off, each fit
 * goes back to its own tree's scale. */
void
cairn_scale_link_set_active (CairnScaleLink *self,
                             gboolean        active)
{
  g_return_if_fail (CAIRN_IS_SCALE_LINK (self));

  active = !!active;
  if (active == self->active)
    return;
  self->active = active;
  update_limits (self);
  if (active)
    {
      self->syncing = TRUE;
      for (guint i = 0; i < 2; i++)
        cairn_view_state_set_fitting (self->states[i], TRUE);
      self->syncing = FALSE;
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ACTIVE]);
}

static void
cairn_scale_link_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_ACTIVE:
      g_value_set_boolean (value, CAIRN_SCALE_LINK (object)->active);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cairn_scale_link_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  switch (prop_id)
    {
    case PROP_ACTIVE:
      cairn_scale_link_set_active (CAIRN_SCALE_LINK (object), g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cairn_scale_link_dispose (GObject *object)
{
  CairnScaleLink *self = CAIRN_SCALE_LINK (object);

  for (guint i = 0; i < 2; i++)
    if (self->states[i] != NULL)
      {
        g_signal_handlers_disconnect_by_data (self->states[i], self);
        g_clear_object (&self->states[i]);
      }
  G_OBJECT_CLASS (cairn_scale_link_parent_class)->dispose (object);
}

static void
cairn_scale_link_class_init (CairnScaleLinkClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = cairn_scale_link_dispose;
  object_class->get_property = cairn_scale_link_get_property;
  object_class->set_property = cairn_scale_link_set_property;

  properties[PROP_ACTIVE] =
    g_param_spec_boolean ("active", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
cairn_scale_link_init (CairnScaleLink *self)
{
}

CairnScaleLink *
cairn_scale_link_new (CairnViewState *a,
                      CairnViewState *b)
{
  CairnScaleLink *self;

  g_return_val_if_fail (CAIRN_IS_VIEW_STATE (a), NULL);
  g_return_val_if_fail (CAIRN_IS_VIEW_STATE (b), NULL);
  g_return_val_if_fail (a != b, NULL);

  self = g_object_new (CAIRN_TYPE_SCALE_LINK, NULL);
  self->states[0] = g_object_ref (a);
  self->states[1] = g_object_ref (b);
  for (guint i = 0; i < 2; i++)
    {
      g_signal_connect (self->states[i], "notify::fit-scale", G_CALLBACK (on_fit_scale), self);
      g_signal_connect (self->states[i], "notify::focus", G_CALLBACK (on_fit_scale), self);
      g_signal_connect (self->states[i], "notify::fitting", G_CALLBACK (on_fitting), self);
      g_signal_connect (self->states[i], "notify::scale", G_CALLBACK (on_scale), self);
    }
  return self;
}
