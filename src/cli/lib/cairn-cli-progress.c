/* cairn-cli-progress.c — the progress line of long commands.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdio.h>
#include <unistd.h>

#include "cairn-cli-progress.h"
#include "cairn-format.h"
#include "cairn-game.h"

#define FIRST_DRAW (G_USEC_PER_SEC / 4)
#define REDRAW     (G_USEC_PER_SEC / 10)

struct _CliProgress {
  CliProgressUnit unit;
  guint64         total;
  gboolean        terminal;
  gboolean        drawn;
  gint64          start;
  gint64          last;
  gint64          first_draw;
};

CliProgress *
cli_progress_new (CliProgressUnit unit,
                  guint64         total)
{
  CliProgress *progress = g_new0 (CliProgress, 1);

  progress->unit = unit;
  progress->total = total;
  progress->terminal = isatty (STDERR_FILENO);
  progress->start = g_get_monotonic_time ();
  /* A quick command draws no line; the tests ask for one at once
   * (CAIRN_PROGRESS_AT_ONCE) so that how fast a machine is never decides
   * whether they see it. */
  progress->first_draw = g_getenv ("CAIRN_PROGRESS_AT_ONCE") ? 0 : FIRST_DRAW;
  return progress;
}

/* "1,234 / 9,040 positions" */
static char *
count_text (const CliProgress *progress,
            guint64            done)
{
  g_autofree char *d = cairn_format_count (done);
  g_autofree char *t = cairn_format_count (progress->total);
  gulong n = (gulong) MIN (progress->total, G_MAXULONG);

  switch (progress->unit)
    {
    case CLI_PROGRESS_POSITIONS:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s / %s position", "%s / %s positions", n), d, t);
    case CLI_PROGRESS_SEARCHES:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s / %s search", "%s / %s searches", n), d, t);
    case CLI_PROGRESS_EXPORT_STEPS:
      /* Translators: progress of an export: laying the figure out,
       * drawing it and writing the file are its steps */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s / %s export step", "%s / %s export steps", n), d, t);
    case CLI_PROGRESS_MOVES:
    default:
      /* Translators: progress of one search or perft: the moves at its
       * root done so far */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s / %s root move", "%s / %s root moves", n), d, t);
    }
}

/* "1:05" or "2:01:05" */
static char *
duration_text (double seconds)
{
  guint64 s = (guint64) (seconds + 0.5);

  if (s >= 3600)
    return g_strdup_printf ("%" G_GUINT64_FORMAT ":%02u:%02u", s / 3600, (guint) (s / 60 % 60), (guint) (s % 60));
  return g_strdup_printf ("%u:%02u", (guint) (s / 60), (guint) (s % 60));
}

void
cli_progress_update (CliProgress *progress,
                     guint64      done)
{
  gint64 now = g_get_monotonic_time ();
  double elapsed = (double) (now - progress->start) / G_USEC_PER_SEC;
  g_autofree char *count = NULL;
  g_autoptr (GString) line = NULL;

  if (!progress->terminal || now - progress->start < progress->first_draw ||
      (progress->drawn && now - progress->last < REDRAW))
    return;
  progress->last = now;
  progress->drawn = TRUE;
  count = count_text (progress, done);
  line = g_string_new ("  ");
  g_string_append (line, count);
  if (progress->total > 0)
    g_string_append_printf (line, " (%u %%)", (guint) (MIN (done, progress->total) * 100 / progress->total));
  if (done > 0 && elapsed > 0)
    {
      double rate = (double) done / elapsed;
      g_autofree char *left = duration_text ((double) (progress->total - MIN (done, progress->total)) / rate);
      g_autofree char *per = rate >= 10 ? cairn_format_count ((guint64) rate) : g_strdup_printf ("%.1f", rate);

      g_string_append (line, ", ");
      /* Translators: the progress line's rate (done per second) and the
       * time left, e.g. "812/s, about 0:07 left" */
      g_string_append_printf (line, _("%s/s, about %s left"), per, left);
    }
  /* Back to the line's start, then clear what a longer line left. */
  fprintf (stderr, "\r%s\033[K", line->str);
  fflush (stderr);
}

void
cli_progress_clear (CliProgress *progress)
{
  if (progress->drawn)
    {
      fputs ("\r\033[K", stderr);
      fflush (stderr);
      progress->drawn = FALSE;
    }
}

void
cli_progress_free (CliProgress *progress)
{
  if (progress == NULL)
    return;
  cli_progress_clear (progress);
  g_free (progress);
}

void
cli_search_run (CairnSearch *search)
{
  const CairnPosition *position = cairn_search_get_position (search);
  const CairnGame *game = cairn_position_game (position);
  CairnMove moves[CAIRN_MAX_MOVES];
  g_autoptr (CliProgress) progress = NULL;
  guint64 done = 0;

  /* Stepping costs a little: only where the line is seen. */
  if (!isatty (STDERR_FILENO))
    {
      cairn_search_run (search);
      return;
    }
  progress = cli_progress_new (CLI_PROGRESS_MOVES,
                               game->legal_moves (&position->board, position->to_move, moves));
  while (!cairn_search_is_done (search))
    {
      const CairnEvent *e = cairn_search_step (search);

      /* A root move searched to the end (a null probe's pass is no move). */
      if (e->type == CAIRN_EVENT_NODE_EXITED && e->ply == 1 && e->move != CAIRN_NO_MOVE)
        cli_progress_update (progress, ++done);
    }
}
