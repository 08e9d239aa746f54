/* cairn-scrollable-props.c — GtkScrollable's four properties, kept the
 * same way by each widget that scrolls itself (the tree view, the event
 * log): their overrides, get and set.  Each widget keeps its own fields
 * and its own way of taking an adjustment.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-scrollable-props.h"

static const char *const names[CAIRN_SCROLLABLE_N_PROPS] = {
  "hadjustment", "vadjustment", "hscroll-policy", "vscroll-policy",
};

void
cairn_scrollable_props_override (GObjectClass               *object_class,
                                 const CairnScrollableProps *props)
{
  for (guint i = 0; i < CAIRN_SCROLLABLE_N_PROPS; i++)
    g_object_class_override_property (object_class, props->first_prop_id + i, names[i]);
}

/* For get_property(): FALSE when @prop_id is none of the four. */
gboolean
cairn_scrollable_props_get (const CairnScrollableProps *props,
                            GObject                    *object,
                            guint                       prop_id,
                            GValue                     *value)
{
  /* An id below the first wraps round to a large number: none of them. */
  guint i = prop_id - props->first_prop_id;

  if (i < 2)
    g_value_set_object (value, G_STRUCT_MEMBER (GtkAdjustment *, object, props->adjustments[i]));
  else if (i < CAIRN_SCROLLABLE_N_PROPS)
    g_value_set_enum (value, G_STRUCT_MEMBER (GtkScrollablePolicy, object, props->policies[i - 2]));
  else
    return FALSE;
  return TRUE;
}

/* For set_property(): an adjustment goes to the widget's
 * take_adjustment, a policy into its field, with a new size asked for
 * (the policy says how the widget wants to be measured).  FALSE when
 * @prop_id is none of the four. */
gboolean
cairn_scrollable_props_set (const CairnScrollableProps *props,
                            GObject                    *object,
                            guint                       prop_id,
                            const GValue               *value)
{
  guint i = prop_id - props->first_prop_id;

  if (i < 2)
    props->take_adjustment (GTK_WIDGET (object), G_STRUCT_MEMBER_P (object, props->adjustments[i]),
                            g_value_get_object (value));
  else if (i < CAIRN_SCROLLABLE_N_PROPS)
    {
      G_STRUCT_MEMBER (GtkScrollablePolicy, object, props->policies[i - 2]) = g_value_get_enum (value);
      gtk_widget_queue_resize (GTK_WIDGET (object));
    }
  else
    return FALSE;
  return TRUE;
}
