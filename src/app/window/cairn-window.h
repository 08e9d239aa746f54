/* cairn-window.h — the main window: board, settings, two panes.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "cairn-engine-line.h"
#include "cairn-export.h"
#include "cairn-export-dialog.h"
#include "cairn-games.h"
#include "cairn-pane.h"
#include "cairn-scenario.h"
#include "cairn-stepper.h"

G_BEGIN_DECLS

#define CAIRN_TYPE_WINDOW (cairn_window_get_type ())
G_DECLARE_FINAL_TYPE (CairnWindow, cairn_window, CAIRN, WINDOW, GtkApplicationWindow)

CairnWindow  *cairn_window_new            (GtkApplication      *application);
CairnPane    *cairn_window_get_pane       (CairnWindow         *self,
                                           guint                index);
GtkWidget    *cairn_window_get_board      (CairnWindow         *self);
CairnStepper *cairn_window_get_stepper    (CairnWindow         *self);
void          cairn_window_get_position   (CairnWindow         *self,
                                           CairnPosition       *position);
void          cairn_window_set_position   (CairnWindow         *self,
                                           const CairnPosition *position);
void          cairn_window_get_scenario   (CairnWindow         *self,
                                           CairnScenario       *scenario);
void          cairn_window_set_scenario   (CairnWindow         *self,
                                           const CairnScenario *scenario);
guint         cairn_window_get_moment     (CairnWindow         *self);
void          cairn_window_set_moment     (CairnWindow         *self,
                                           guint                n_events);
const char   *cairn_window_get_position_error (CairnWindow     *self);
const char   *cairn_window_get_game_over  (CairnWindow         *self);
const char   *cairn_window_get_warning    (CairnWindow         *self);
gboolean      cairn_window_export         (CairnWindow               *self,
                                           const char                *path,
                                           CairnExportWhich           which,
                                           const CairnExportOptions  *options,
                                           GError                   **error);
void          cairn_window_add_accels     (GtkApplication            *application);
/* The engine parts both panes' searches use (SEARCH-RULES.md §4): the ones
 * ticked with the engine style on a chess position, else 0 (the seed
 * style). */
guint         cairn_window_engine_parts   (CairnWindow               *self);

/* Open, save and export without a file chooser (cairn-window-files.c). */
gboolean cairn_window_open_scenario_file (CairnWindow              *self,
                                          const char               *path);
gboolean cairn_window_save_scenario_file (CairnWindow              *self,
                                          const char               *path);
gboolean cairn_window_export_figure_file (CairnWindow              *self,
                                          const char               *path,
                                          CairnExportWhich          which,
                                          const CairnExportOptions *options);
/* The main column's texts fold for room (cairn-window-room.c): whether
 * that has settled for the window's present size. */
gboolean cairn_window_room_is_fitted      (CairnWindow *self);

/* For tests and tools that drive the window as its user would, without
 * its private fields: a part of its template by id in ui/cairn-window.ui
 * or of the position editor's (cairn_position_editor_get_part(): "fen_entry",
 * "game_chess"…), NULL for no such part; its
 * settings; the root move the banner's button @which (0 left, 1 right)
 * shows; the position last shown of the registry's game @index. */
GObject      *cairn_window_get_part       (CairnWindow         *self,
                                           const char          *id);
GSettings    *cairn_window_get_settings   (CairnWindow         *self);
/* Square names (cell numbers) are shown on the boards. */
gboolean      cairn_window_get_square_names (CairnWindow       *self);
CairnEngineLine *cairn_window_get_engine_line (CairnWindow      *self);
int           cairn_window_get_jump_move  (CairnWindow         *self,
                                           guint                which);
/* The window's navigation (cairn-navigation.h), for its actions. */
struct _CairnNavigation *cairn_window_get_navigation (CairnWindow *self);
/* The window's lessons (cairn-lesson-controller.h). */
struct _CairnLessonController *cairn_window_get_lessons (CairnWindow *self);
/* The parameter study of the window's position and right-hand settings
 * (cairn-window-study.c): one study window, brought to the front when it
 * is already open. */
GtkWindow    *cairn_window_open_study     (CairnWindow         *self);
void          cairn_window_get_game_position (CairnWindow      *self,
                                           guint                index,
                                           CairnPosition       *position);

/* What the lessons (cairn-lesson-controller.c) borrow of the window and give
 * back, besides its parts and settings above. */

/* The games whose last positions the window keeps (by registry index). */
#define CAIRN_WINDOW_N_GAME_POSITIONS CAIRN_GAMES_MAX

/* The position kept for the registry's game @index, for when that game
 * is chosen again; the position shown is not changed. */
void          cairn_window_set_game_position (CairnWindow         *self,
                                              guint                index,
                                              const CairnPosition *position);
/* The searches of both panes taken out, as they stand, and put back in
 * place of the window's (whose position and settings must be the ones
 * they were searched with again); @searches is used up. */
typedef struct _CairnWindowSearches CairnWindowSearches;

CairnWindowSearches *cairn_window_take_searches     (CairnWindow         *self);
void                 cairn_window_put_back_searches (CairnWindow         *self,
                                                     CairnWindowSearches *searches);
void                 cairn_window_searches_free     (CairnWindowSearches *searches);
/* A sentence above the panes (NULL: none). */
void          cairn_window_set_status        (CairnWindow         *self,
                                              const char          *text);
/* A lesson card came: the texts the reader folded or opened by hand fold
 * for room again (cairn_room_forget_choices()). */
void          cairn_window_forget_room_choices (CairnWindow       *self);

G_END_DECLS
