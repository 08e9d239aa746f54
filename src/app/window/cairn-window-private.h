/* cairn-window-private.h — the window's fields, for cairn-window.c alone
 * (the lesson controller, the navigation and the room see the window through
 * cairn-window.h, its parts through their own headers).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "cairn-comparison.h"
#include "cairn-cross-selection.h"
#include "cairn-engine-line.h"
#include "cairn-lesson-controller.h"
#include "cairn-navigation.h"
#include "cairn-navigation-bar.h"
#include "cairn-position-editor.h"
#include "cairn-window-files.h"
#include "cairn-room.h"
#include "cairn-scale-link.h"
#include "cairn-settings-panel.h"
#include "cairn-summary-banner.h"
#include "cairn-tablebase-line.h"
#include "cairn-timeline.h"
#include "cairn-window.h"

G_BEGIN_DECLS

struct _CairnWindow {
  GtkApplicationWindow parent_instance;

  /* template children */
  GtkScrolledWindow *sidebar;            /* the left column */
  GtkToggleButton *left_column_button;   /* shows it (F9) */
  GtkScrolledWindow *main_scroller;      /* the rest: scrolls only as a last resort */
  CairnPositionEditor *position_editor;
  GtkLabel        *position_error;
  GtkCheckButton  *square_names;
  CairnSettingsPanel *settings_panel;    /* depth, R, probe window, scoring, search style… */
  CairnNavigationBar *navigation_bar;    /* stepping, speed, probes and prunes */
  CairnSummaryBanner *summary_banner;    /* the outcome, and the banner when the searches disagree */
  GtkLabel        *tablebase_line;       /* the real result under the summary */
  CairnEngineLine *engine_line;     /* a real engine's opinion, under the summary */
  GtkLabel        *status_message;
  GtkScale        *timeline;
  GtkAdjustment   *timeline_adjustment;
  GtkInscription  *timeline_label;
  GtkToggleButton *same_scale;
  GtkPaned        *split;
  CairnPane       *left_pane;
  CairnPane       *right_pane;
  GtkWidget       *lesson_panel;         /* CairnLessonPanel */
  GtkMenuButton   *legend_button;
  GtkPopover      *legend_popover;
  GtkWidget       *legend_view;          /* CairnLegendView */

  GSettings       *settings;
  CairnScaleLink  *scale_link;           /* "Same scale": the panes' trees at one scale */
  CairnComparison *comparison;           /* the searches, the moment shown, the decisive analysis */
  CairnPosition    position;
  CairnPosition    positions[CAIRN_WINDOW_N_GAME_POSITIONS];         /* the last position of each game, by game_index() */
  char            *position_error_text;  /* NULL when the position is legal */
  char            *game_over_text;       /* NULL while the game goes on */
  gboolean         finishing;            /* Finish: full speed until done */
  gboolean         updating;             /* programmatic changes: no rebuild */
  CairnNavigation *navigation;           /* cairn-navigation.c */
  guint            catch_up_id;          /* tick callback while a log is behind its search */
  CairnWindowFiles *files;               /* cairn-window-files.c: choosers and toasts */
  CairnTablebaseLine *tablebase;         /* drives tablebase_line */
  CairnRoom       *room;                 /* cairn-room.c: texts fold for room */
  CairnLessonController *lessons;        /* the lesson card and what it borrows */
  CairnCrossSelection *cross_selection;  /* the panes' selections carried across */
  CairnTimeline   *timeline_row;         /* drives timeline_adjustment and timeline_label */
};

G_END_DECLS
