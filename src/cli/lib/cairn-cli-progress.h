/* cairn-cli-progress.h — a progress line for long commands: done of
 * total, the rate and the time left, redrawn in place on stderr at most
 * ten times a second, from a quarter of a second on, and only when stderr
 * is a terminal (a log or a pipe gets nothing).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "cairn-search.h"

G_BEGIN_DECLS

typedef enum {
  CLI_PROGRESS_POSITIONS,
  CLI_PROGRESS_SEARCHES,
  CLI_PROGRESS_MOVES,        /* the root's moves, for one search or perft */
  CLI_PROGRESS_EXPORT_STEPS, /* laying a figure out, drawing it, writing it */
} CliProgressUnit;

typedef struct _CliProgress CliProgress;

/* Never NULL; does nothing when stderr is not a terminal. */
CliProgress *cli_progress_new    (CliProgressUnit unit,
                                  guint64         total);
void         cli_progress_update (CliProgress *progress,
                                  guint64      done);
/* Takes the line away (before other output); the next update draws it
 * again. */
void         cli_progress_clear  (CliProgress *progress);
/* cairn_search_run() with a line counting the root's moves on a
 * terminal. */
void         cli_search_run      (CairnSearch *search);
/* Clears the line if one was drawn. */
void         cli_progress_free   (CliProgress *progress);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CliProgress, cli_progress_free)

G_END_DECLS
