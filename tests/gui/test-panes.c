/* experiment */
#include "config.h"
#include <stdlib.h>
#include <string.h>
#include "cairn-window-private.h"
#include "gui-util.h"

static GArray *
visible_log_rows (CairnPane *pane)
{
  GtkWidget *view = GTK_WIDGET (cairn_pane_get_log_view (pane));
  double h = gtk_widget_get_height (view);
  GArray *rows = g_array_new (FALSE, FALSE, sizeof (int));

  for (GtkWidget *row = gtk_widget_get_first_child (view); row; row = gtk_widget_get_next_sibling (row))
    {
      graphene_rect_t b;
      GtkWidget *child = gtk_widget_get_first_child (row);
      const char *text;
      int n;

      if (!gtk_widget_get_mapped (row) || !gtk_widget_get_child_visible (row) || child == NULL ||
          !GTK_IS_INSCRIPTION (child))
        continue;
      if (!gtk_widget_compute_bounds (row, view, &b))
        continue;
      if (b.origin.y + b.size.height <= 0 || b.origin.y >= h)
        continue;
      text = gtk_inscription_get_text (GTK_INSCRIPTION (child));
      n = text ? atoi (text) : -1;
      g_array_append_val (rows, n);
    }
  return rows;
}

static void
dump (CairnWindow *win, const char *what)
{
  for (guint p = 0; p < 2; p++)
    {
      g_autoptr (GArray) rows = visible_log_rows (cairn_window_get_pane (win, p));
      GString *s = g_string_new (NULL);
      for (guint i = 0; i < rows->len; i++)
        g_string_append_printf (s, " %d", g_array_index (rows, int, i));
      GtkAdjustment *va = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (cairn_pane_get_log_view (cairn_window_get_pane (win, p))));
      g_printerr ("%s pane %u moment %u items %u adj %.0f/%.0f page %.0f: %s\n", what, p, cairn_window_get_moment (win),
                  g_list_model_get_n_items (G_LIST_MODEL (cairn_pane_get_log (cairn_window_get_pane (win, p)))),
                  gtk_adjustment_get_value (va), gtk_adjustment_get_upper (va), gtk_adjustment_get_page_size (va), s->str);
      g_string_free (s, TRUE);
    }
}

static void
test_experiment (void)
{
  CairnWindow *win = gui_window_new (1360, 860);
  gui_set_scenario (win, ".........", "x", 5, 3, FALSE, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL);
  gui_spin (200);
  for (guint k = 1; k <= 69; k++)
    {
      gtk_widget_activate_action (GTK_WIDGET (win), "win.step", NULL);
      GUI_WAIT_FOR (cairn_window_get_moment (win) == k);
    }
  gui_spin (300);
  dump (win, "after 69 steps");
  /* run at default speed for a while */
  gtk_widget_activate_action (GTK_WIDGET (win), "win.run-pause", NULL);
  gui_spin (2000);
  dump (win, "running");
  gtk_widget_activate_action (GTK_WIDGET (win), "win.finish", NULL);
  gui_spin (3000);
  dump (win, "finished");
  for (int v = 3000; v >= 500; v -= 250)
    {
      gtk_adjustment_set_value (win->timeline_adjustment, v);
      gui_spin (16);
    }
  gui_spin (1000);
  dump (win, "dragged back to 500");
  {
    GtkWidget *view = GTK_WIDGET (cairn_pane_get_log_view (cairn_window_get_pane (win, 0)));
    for (GtkWidget *row = gtk_widget_get_first_child (view); row; row = gtk_widget_get_next_sibling (row))
      {
        graphene_rect_t b = { 0 };
        GtkWidget *child = gtk_widget_get_first_child (row);
        gtk_widget_compute_bounds (row, view, &b);
        g_printerr ("  %s mapped %d cv %d vis %d y %.0f h %.0f : %.20s\n", G_OBJECT_TYPE_NAME (row), gtk_widget_get_mapped (row),
                    gtk_widget_get_child_visible (row), gtk_widget_get_visible (row), b.origin.y, b.size.height,
                    child && GTK_IS_INSCRIPTION (child) ? gtk_inscription_get_text (GTK_INSCRIPTION (child)) : "-");
      }
  }
  gtk_adjustment_set_value (win->timeline_adjustment, 1);
  gui_spin (1000);
  dump (win, "jumped to 1");
  gtk_adjustment_set_value (win->timeline_adjustment, 1300);
  gui_spin (1000);
  dump (win, "jumped to 1300");
  gtk_adjustment_set_value (win->timeline_adjustment, 3884);
  gui_spin (1000);
  dump (win, "jumped to end");
  cairn_view_state_set_follow (cairn_pane_get_view_state (cairn_window_get_pane (win, 0)), FALSE);
  gtk_adjustment_set_value (win->timeline_adjustment, 1210);
  gui_spin (1000);
  dump (win, "nofollow 1210");
  gtk_adjustment_set_value (win->timeline_adjustment, 69);
  gui_spin (1000);
  dump (win, "nofollow 69");
  gui_window_destroy_and_assert_finalized (win);
}

int
main (int argc, char **argv)
{
  if (!gui_test_init (&argc, &argv))
    return 77;
  g_test_add_func ("/panes/experiment", test_experiment);
  return gui_test_run ();
}
