/* cairn-view-state.c — zoom, selection and follow of one tree view.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "cairn-tree.h"
#include "cairn-view-state.h"

struct _CairnViewState {
  GObject  parent_instance;

  double   scale;
  guint    selected_node;
  gboolean follow;
  gboolean fitting;
  double   fit_scale;
  double   fit_limit;
  gboolean focus;
  guint    focus_plies;
};

enum {
  PROP_0,
  PROP_SCALE,
  PROP_SELECTED_NODE,
  PROP_FOLLOW,
  PROP_FITTING,
  PROP_FIT_SCALE,
  PROP_FIT_LIMIT,
  PROP_FOCUS,
  PROP_FOCUS_PLIES,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (CairnViewState, cairn_view_state, G_TYPE_OBJECT)

static void
cairn_view_state_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  CairnViewState *self = CAIRN_VIEW_STATE (object);

  switch (prop_id)
    {
    case PROP_SCALE:
      g_value_set_double (value, self->scale);
      break;
    case PROP_SELECTED_NODE:
      g_value_set_uint (value, self->selected_node);
      break;
    case PROP_FOLLOW:
      g_value_set_boolean (value, self->follow);
      break;
    case PROP_FITTING:
      g_value_set_boolean (value, self->fitting);
      break;
    case PROP_FIT_SCALE:
      g_value_set_double (value, self->fit_scale);
      break;
    case PROP_FIT_LIMIT:
      g_value_set_double (value, self->fit_limit);
      break;
    case PROP_FOCUS:
      g_value_set_boolean (value, self->focus);
      break;
    case PROP_FOCUS_PLIES:
      g_value_set_uint (value, self->focus_plies);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cairn_view_state_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  CairnViewState *self = CAIRN_VIEW_STATE (object);

  switch (prop_id)
    {
    case PROP_SCALE:
      cairn_view_state_set_scale (self, g_value_get_double (value));
      break;
    case PROP_SELECTED_NODE:
      cairn_view_state_set_selected_node (self, g_value_get_uint (value));
      break;
    case PROP_FOLLOW:
      cairn_view_state_set_follow (self, g_value_get_boolean (value));
      break;
    case PROP_FITTING:
      cairn_view_state_set_fitting (self, g_value_get_boolean (value));
      break;
    case PROP_FIT_SCALE:
      cairn_view_state_set_fit_scale (self, g_value_get_double (value));
      break;
    case PROP_FIT_LIMIT:
      cairn_view_state_set_fit_limit (self, g_value_get_double (value));
      break;
    case PROP_FOCUS:
      cairn_view_state_set_focus (self, g_value_get_boolean (value));
      break;
    case PROP_FOCUS_PLIES:
      cairn_view_state_set_focus_plies (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cairn_view_state_class_init (CairnViewStateClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = cairn_view_state_get_property;
  object_class->set_property = cairn_view_state_set_property;

  properties[PROP_SCALE] =
    g_param_spec_double ("scale", NULL, NULL,
                         CAIRN_VIEW_SCALE_MIN, CAIRN_VIEW_SCALE_MAX, CAIRN_VIEW_SCALE_DEFAULT,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SELECTED_NODE] =
    g_param_spec_uint ("selected-node", NULL, NULL,
                       0, G_MAXUINT, CAIRN_NO_NODE,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FOLLOW] =
    g_param_spec_boolean ("follow", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FITTING] =
    g_param_spec_boolean ("fitting", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FIT_SCALE] =
    g_param_spec_double ("fit-scale", NULL, NULL,
                         CAIRN_VIEW_SCALE_MIN, CAIRN_VIEW_SCALE_MAX, CAIRN_VIEW_SCALE_DEFAULT,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FIT_LIMIT] =
    g_param_spec_double ("fit-limit", NULL, NULL,
                         CAIRN_VIEW_SCALE_MIN, CAIRN_VIEW_SCALE_MAX, CAIRN_VIEW_SCALE_MAX,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FOCUS] =
    g_param_spec_boolean ("focus", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FOCUS_PLIES] =
    g_param_spec_uint ("focus-plies", NULL, NULL, 0, CAIRN_VIEW_FOCUS_PLIES_MAX, CAIRN_LAYOUT_FOCUS_PLIES,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
cairn_view_state_init (CairnViewState *self)
{
  self->scale = CAIRN_VIEW_SCALE_DEFAULT;
  self->selected_node = CAIRN_NO_NODE;
  self->follow = TRUE;
  self->fitting = TRUE;
  self->focus_plies = CAIRN_LAYOUT_FOCUS_PLIES;
  self->fit_scale = CAIRN_VIEW_SCALE_DEFAULT;
  self->fit_limit = CAIRN_VIEW_SCALE_MAX;
}

CairnViewState *
cairn_view_state_new (void)
{
  return g_object_new (CAIRN_TYPE_VIEW_STATE, NULL);
}

/* NaN and infinities (a zoom factor gone wrong) fall back to the default
 * rather than poisoning every later computation. */
double
cairn_view_scale_clamp (double scale)
{
  if (!isfinite (scale))
    return CAIRN_VIEW_SCALE_DEFAULT;
  return CLAMP (scale, CAIRN_VIEW_SCALE_MIN, CAIRN_VIEW_SCALE_MAX);
}

double
cairn_view_state_get_scale (CairnViewState *self)
{
  g_return_val_if_fail (CAIRN_IS_VIEW_STATE (self), CAIRN_VIEW_SCALE_DEFAULT);
  return self->scale;
}

void
cairn_view_state_set_scale (CairnViewState *self,
                            double          scale)
{
  g_return_if_fail (CAIRN_IS_VIEW_STATE (self));

  scale = cairn_view_scale_clamp (scale);
  if (scale == self->scale)
    return;
  self->scale = scale;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SCALE]);
}

guint
cairn_view_state_get_selected_node (CairnViewState *self)
{
  g_return_val_if_fail (CAIRN_IS_VIEW_STATE (self), CAIRN_NO_NODE);
  return self->selected_node;
}

void
cairn_view_state_set_selected_node (CairnViewState *self,
                                    guint           node)
{
  g_return_if_fail (CAIRN_IS_VIEW_STATE (self));

  if (node == self->selected_node)
    return;
  self->selected_node = node;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED_NODE]);
}

gboolean
cairn_view_state_get_follow (CairnViewState *self)
{
  g_return_val_if_fail (CAIRN_IS_VIEW_STATE (self), FALSE);
  return self->follow;
}

void
cairn_view_state_set_follow (CairnViewState *self,
                             gboolean        follow)
{
  g_return_if_fail (CAIRN_IS_VIEW_STATE (self));

  follow = !!follow;
  if (follow == self->follow)
    return;
  self->follow = follow;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FOLLOW]);
}

gboolean
cairn_view_state_get_fitting (CairnViewState *self)
{
  g_return_val_if_fail (CAIRN_IS_VIEW_STATE (self), FALSE);
  return self->fitting;
}

void
cairn_view_state_set_fitting (CairnViewState *self,
                              gboolean        fitting)
{
  g_return_if_fail (CAIRN_IS_VIEW_STATE (self));

  fitting = !!fitting;
  if (fitting == self->fitting)
    return;
  self->fitting = fitting;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FITTING]);
}

double
cairn_view_state_get_fit_scale (CairnViewState *self)
{
  g_return_val_if_fail (CAIRN_IS_VIEW_STATE (self), CAIRN_VIEW_SCALE_DEFAULT);
  return self->fit_scale;
}

void
cairn_view_state_set_fit_scale (CairnViewState *self,
                                double          scale)
{
  g_return_if_fail (CAIRN_IS_VIEW_STATE (self));

  scale = cairn_view_scale_clamp (scale);
  if (scale == self->fit_scale)
    return;
  self->fit_scale = scale;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FIT_SCALE]);
}

double
cairn_view_state_get_fit_limit (CairnViewState *self)
{
  g_return_val_if_fail (CAIRN_IS_VIEW_STATE (self), CAIRN_VIEW_SCALE_MAX);
  return self->fit_limit;
}

void
cairn_view_state_set_fit_limit (CairnViewState *self,
                                double          scale)
{
  g_return_if_fail (CAIRN_IS_VIEW_STATE (self));

  scale = cairn_view_scale_clamp (scale);
  if (scale == self->fit_limit)
    return;
  self->fit_limit = scale;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FIT_LIMIT]);
}

gboolean
cairn_view_state_get_focus (CairnViewState *self)
{
  g_return_val_if_fail (CAIRN_IS_VIEW_STATE (self), FALSE);
  return self->focus;
}

void
cairn_view_state_set_focus (CairnViewState *self,
                            gboolean        focus)
{
  g_return_if_fail (CAIRN_IS_VIEW_STATE (self));

  focus = !!focus;
  if (focus == self->focus)
    return;
  self->focus = focus;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FOCUS]);
}

guint
cairn_view_state_get_focus_plies (CairnViewState *self)
{
  g_return_val_if_fail (CAIRN_IS_VIEW_STATE (self), CAIRN_LAYOUT_FOCUS_PLIES);
  return self->focus_plies;
}

void
cairn_view_state_set_focus_plies (CairnViewState *self,
                                  guint           plies)
{
  g_return_if_fail (CAIRN_IS_VIEW_STATE (self));

  plies = MIN (plies, CAIRN_VIEW_FOCUS_PLIES_MAX);
  if (plies == self->focus_plies)
    return;
  self->focus_plies = plies;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FOCUS_PLIES]);
}
