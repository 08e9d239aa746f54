/* test-timeline.c — the timeline row on its own (cairn-timeline.c), no
 * window: the words for each kind of moment, the slider's range and
 * place, and "moment-chosen" only when the slider is moved, not when it
 * is told what to show.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-timeline.h"
#include "gui-util.h"

typedef struct {
  GtkAdjustment  *adjustment;
  GtkInscription *label;
  CairnTimeline  *timeline;
  GArray         *chosen;   /* guint: every "moment-chosen" */
} Row;

static void
on_moment_chosen (CairnTimeline *timeline,
                  guint          n_events,
                  Row           *row)
{
  g_array_append_val (row->chosen, n_events);
}

static void
row_init (Row *row)
{
  row->adjustment = g_object_ref_sink (gtk_adjustment_new (0, 0, 0, 1, 10, 0));
  row->label = g_object_ref_sink (GTK_INSCRIPTION (gtk_inscription_new (NULL)));
  row->timeline = cairn_timeline_new (row->adjustment, row->label);
  row->chosen = g_array_new (FALSE, FALSE, sizeof (guint));
  g_signal_connect (row->timeline, "moment-chosen", G_CALLBACK (on_moment_chosen), row);
}

static void
row_clear (Row *row)
{
  g_clear_object (&row->timeline);
  g_clear_object (&row->label);
  g_clear_object (&row->adjustment);
  g_clear_pointer (&row->chosen, g_array_unref);
}

static void
assert_shows (Row        *row,
              guint       moment,
              guint       total,
              gboolean    complete,
              guint64     lesson_end,
              const char *text)
{
  cairn_timeline_show (row->timeline, moment, total, complete, lesson_end);
  g_assert_cmpstr (gtk_inscription_get_text (row->label), ==, text);
  g_assert_cmpfloat (gtk_adjustment_get_value (row->adjustment), ==, moment);
  g_assert_cmpfloat (gtk_adjustment_get_lower (row->adjustment), ==, 0);
  g_assert_cmpfloat (gtk_adjustment_get_upper (row->adjustment), ==, total);
}

static void
test_words (void)
{
  Row row;

  row_init (&row);
  assert_shows (&row, 0, 0, FALSE, 0, "no events yet");
  assert_shows (&row, 0, 261, TRUE, 0, "before event 0");
  /* Numbered from 0: 127 events shown end with event 126. */
  assert_shows (&row, 127, 261, TRUE, 0, "event 126 of 0–260");
  assert_shows (&row, 261, 261, TRUE, 0, "event 260 of 0–260");
  assert_shows (&row, 1787, 1787, TRUE, 0, "event 1,786 of 0–1,786");
  assert_shows (&row, 69, 121, FALSE, 0, "event 68 of 0–120 so far");
  /* A lesson stops its searches short of their 8,538 events. */
  assert_shows (&row, 8098, 8098, FALSE, 8538, "event 8,097 of 0–8,537: the lesson stops here");
  /* Recorded past where the lesson stopped: as any unfinished search. */
  assert_shows (&row, 8098, 8200, FALSE, 8100, "event 8,097 of 0–8,199 so far");
  /* Finished wins over the lesson's end. */
  assert_shows (&row, 177, 261, TRUE, 261, "event 176 of 0–260");
  /* Told what to show, it chose nothing. */
  g_assert_cmpuint (row.chosen->len, ==, 0);
  row_clear (&row);
}

static void
test_chosen (void)
{
  Row row;

  row_init (&row);
  cairn_timeline_show (row.timeline, 261, 261, TRUE, 0);
  gtk_adjustment_set_value (row.adjustment, 125);
  g_assert_cmpuint (row.chosen->len, ==, 1);
  g_assert_cmpuint (g_array_index (row.chosen, guint, 0), ==, 125);
  /* Past the end is the end, as the slider's range has it. */
  gtk_adjustment_set_value (row.adjustment, 9999);
  g_assert_cmpuint (row.chosen->len, ==, 2);
  g_assert_cmpuint (g_array_index (row.chosen, guint, 1), ==, 261);
  /* The timeline goes first: the slider moved later reaches no one. */
  g_clear_object (&row.timeline);
  gtk_adjustment_set_value (row.adjustment, 3);
  g_assert_cmpuint (row.chosen->len, ==, 2);
  row_clear (&row);
}

int
main (int    argc,
      char **argv)
{
  if (!gui_test_init (&argc, &argv))
    return 77;

  g_test_add_func ("/timeline/words", test_words);
  g_test_add_func ("/timeline/chosen", test_chosen);

  return gui_test_run ();
}
