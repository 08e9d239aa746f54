/* cairn-lessons.h — the guided lessons: what each card loads, which moment
 * of the search it stops at, which node it points at, and what it says.
 *
 * The cards themselves are a table of data in cairn-lessons.c, so a
 * teacher can read (and change) them and a translator can see each text
 * whole.  cairn-lesson-plan.c turns a card into exact figures by running
 * its searches: the moment and the nodes are found from the recorded
 * trees by the card's rule, never written down as numbers.
 *
 * No GTK here: the plans are plain GLib and testable without a display.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-scenario.h"
#include "cairn-search.h"

G_BEGIN_DECLS

#define CAIRN_LESSON_ERROR (cairn_lesson_error_quark ())
GQuark cairn_lesson_error_quark (void);

typedef enum {
  CAIRN_LESSON_ERROR_INDEX,     /* no card with that number */
  CAIRN_LESSON_ERROR_SCENARIO,  /* the card's position or settings are not valid */
  CAIRN_LESSON_ERROR_NOT_FOUND, /* the card's rule found no node in its trees */
} CairnLessonError;

/* How a card finds the node it is about, in its focus pane. */
typedef enum {
  /* The node reached by playing the card's line from the root. */
  CAIRN_LESSON_FIND_LINE,
  /* The first null probe (in the order the probes finished) whose value
   * pruned its parent: the node is the probe. */
  CAIRN_LESSON_FIND_FIRST_PRUNING_PROBE,
  /* The first node whose suspected fail high a shallower search confirmed
   * (verified null-move pruning). */
  CAIRN_LESSON_FIND_FIRST_VERIFIED,
  /* The null-pruned node whose line cost the other pane the most nodes:
   * where the prune saved most. */
  CAIRN_LESSON_FIND_BIGGEST_SAVING,
  /* The null probe with the largest subtree among those that pruned
   * nothing: the most expensive probe that bought nothing. */
  CAIRN_LESSON_FIND_COSTLIEST_IDLE_PROBE,
  /* The line of the first decisive null prune (SEARCH-RULES.md §3.4; creation
   * order) of null-move pruning with the card's depth, R and guard,
   * measured against plain alpha-beta: the node on that line in the focus
   * pane, whatever its mode (the pruned node itself in a null-move pane). */
  CAIRN_LESSON_FIND_DECISIVE_PRUNE,
} CairnLessonFind;

/* Which moment of the searches a card shows. */
typedef enum {
  /* Just after the nodes the card points at (in both panes) returned
   * their values. */
  CAIRN_LESSON_WHEN_FOUND,
  /* Both searches finished. */
  CAIRN_LESSON_WHEN_DONE,
} CairnLessonWhen;

#define CAIRN_LESSON_MAX_LINE 8

typedef struct {
  const char      *id;         /* stable, for tests and links */
  const char      *title;      /* N_(): a few words */
  const char      *text;       /* N_(): two or three sentences */

  /* What both panes search. */
  const char      *cells;      /* 9 cells, row by row: X, O or .; or a FEN;
                                * or a Connect Four grid with its side */
  const char      *to_move;    /* "x" or "o"; NULL when the text says (FEN,
                                * Connect Four grid) */
  guint            depth;
  guint            reduction;  /* 1 .. 8 or CAIRN_REDUCTION_ADAPTIVE */
  gboolean         guard;
  CairnMode        modes[2];   /* left pane, right pane */

  /* What to show. */
  guint            focus;      /* the pane the rule looks in: 0 left, 1 right */
  CairnLessonFind  find;
  CairnMove        line[CAIRN_LESSON_MAX_LINE];  /* CAIRN_LESSON_FIND_LINE */
  guint            n_line;
  CairnLessonWhen  when;
  guint            zoom;       /* 0: each whole tree in its pane; else percent
                                * of natural size, the selected node in view */

  /* N_(), or NULL: what the card quotes from outside its own searches
   * (figures measured once or too slow to work out live, other positions,
   * the literature, engines), shown under its text. */
  const char      *note;
  /* SEARCH-RULES.md §3, for both panes; left out (zero): the seed's. */
  CairnProbeWindow probe_window;
  CairnScoring     scoring;
  CairnNullWhen    null_when;
  /* SEARCH-RULES.md §4, for both panes: CairnEnginePart bits (chess only); left
   * out (zero): the seed style.  A card that quotes engine-style figures
   * without showing them leaves this zero and measures them in its note. */
  guint            engine_parts;
} CairnLesson;

/* A card worked out: what the window loads, the moment it steps to and
 * the node each pane selects (CAIRN_NO_NODE: none). */
typedef struct {
  CairnScenario scenario;
  guint         moment;         /* events shown in each pane */
  guint         total;          /* events of the longer search */
  guint32       nodes[2];
  CairnCounters counters[2];    /* each search at its end */
} CairnLessonPlan;

guint              cairn_lessons_get_n     (void);
const CairnLesson *cairn_lessons_get       (guint               index);
int                cairn_lessons_find      (const char         *id);

gboolean           cairn_lesson_plan       (const CairnLesson  *lesson,
                                            CairnLessonPlan    *plan,
                                            GError            **error);

G_END_DECLS
