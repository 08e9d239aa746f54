/* cairn-uci.c — one question to a UCI chess engine.
 *
 * The conversation: "uci" until "uciok" (noting "id name"), "isready"
 * until "readyok", then "position fen …" and "go depth N movetime T",
 * reading "info … score cp|mate …" lines until "bestmove".  Lines that
 * mean nothing to UCI are skipped, as the protocol asks.  Whatever
 * happens — an answer, a timeout, a crash, a line too long to be UCI, a
 * cancel — the engine's whole process group is killed and reaped before
 * the caller hears of it, so no engine (nor anything a script engine
 * started) outlives its question.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cairn-helper-program.h"
#include "cairn-uci.h"

G_DEFINE_QUARK (cairn-uci-error-quark, cairn_uci_error)

/* No UCI line comes near this; a longer one is an engine gone wrong. */
#define MAX_LINE (64 * 1024)
#define MAX_NAME 80
/* The exit status of cairn-engine-launch when the engine could not be
 * run, as a shell's for a command it cannot run. */
#define NOT_RUN 127

typedef enum {
  PHASE_UCI,      /* "uci" sent, waiting for "uciok" */
  PHASE_READY,    /* "isready" sent, waiting for "readyok" */
  PHASE_SEARCH,   /* "go" sent, waiting for "bestmove" */
} Phase;

typedef struct {
  char           *path;
  char           *fen;
  CairnUciLimits  limits;
  GSubprocess    *process;
  GOutputStream  *to_engine;
  GInputStream   *from_engine;
  GCancellable   *io;        /* our reads; cancelled at the end */
  GSource        *timer;
  GSource        *cancel_source;
  GCancellable   *cancellable;  /* the caller's */
  gulong          kill_id;
  Phase           phase;
  guint           timer_ms;  /* the limit the timer stands for, for messages */
  gboolean        ending;
  GString        *line;
  CairnUciAnswer *answer;
  char            buffer[16 * 1024];
} Ask;

void
cairn_uci_answer_free (CairnUciAnswer *answer)
{
  if (answer == NULL)
    return;
  g_free (answer->name);
  g_free (answer->best_move);
  g_free (answer);
}

static void
ask_free (gpointer data)
{
  Ask *ask = data;

  g_free (ask->path);
  g_free (ask->fen);
  g_clear_object (&ask->process);
  g_clear_object (&ask->io);
  if (ask->timer)
    g_source_destroy (ask->timer);
  g_clear_pointer (&ask->timer, g_source_unref);
  if (ask->cancel_source)
    g_source_destroy (ask->cancel_source);
  g_clear_pointer (&ask->cancel_source, g_source_unref);
  if (ask->kill_id)
    g_cancellable_disconnect (ask->cancellable, ask->kill_id);
  g_clear_object (&ask->cancellable);
  g_string_free (ask->line, TRUE);
  cairn_uci_answer_free (ask->answer);
  g_free (ask);
}

static const char *
engine_name (const Ask *ask)
{
  return ask->answer->name;
}

static void
on_reaped (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  g_autoptr (GTask) task = user_data;
  Ask *ask = g_task_get_task_data (task);
  GError *error = g_object_steal_data (G_OBJECT (task), "cairn-uci-error");

  g_subprocess_wait_finish (G_SUBPROCESS (source), result, NULL);
  if (error)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, g_steal_pointer (&ask->answer),
                           (GDestroyNotify) cairn_uci_answer_free);
}

/* The engine first, then its group: the launcher may not have made the
 * group yet, but once the engine is killed it makes nothing more. */
static void
kill_engine (int pid)
{
  if (pid <= 0)
    return;
  kill (pid, SIGKILL);
  kill (-pid, SIGKILL);
}

/* The one way out: kill the engine's process group, and answer once the
 * engine is reaped.  @error NULL: the answer stands. */
static void
end (GTask  *task,
     GError *error)
{
  Ask *ask = g_task_get_task_data (task);

  if (ask->ending)
    {
      g_clear_error (&error);
      return;
    }
  ask->ending = TRUE;
  if (ask->timer)
    g_source_destroy (ask->timer);
  if (ask->cancel_source)
    g_source_destroy (ask->cancel_source);
  if (ask->kill_id)
    g_cancellable_disconnect (ask->cancellable, ask->kill_id);
  ask->kill_id = 0;
  g_cancellable_cancel (ask->io);
  kill_engine (ask->answer->pid);
  g_subprocess_force_exit (ask->process);
  if (error)
    g_object_set_data_full (G_OBJECT (task), "cairn-uci-error", error,
                            (GDestroyNotify) g_error_free);
  g_subprocess_wait_async (ask->process, NULL, on_reaped, g_object_ref (task));
}

static void
end_with (GTask      *task,
          int         code,
          const char *format,
          ...) G_GNUC_PRINTF (3, 4);

static void
end_with (GTask      *task,
          int         code,
          const char *format,
          ...)
{
  va_list args;
  g_autofree char *message = NULL;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  end (task, g_error_new_literal (CAIRN_UCI_ERROR, code, message));
}

/* Commands are a few hundred bytes in all, far below a pipe's buffer, so
 * a plain write never waits on the engine.  An engine that has closed its
 * input is found out by the reader (end of output) or the timer. */
static void
send (Ask        *ask,
      const char *text)
{
  if (!ask->ending)
    g_output_stream_write_all (ask->to_engine, text, strlen (text), NULL, NULL, NULL);
}

static gboolean on_timeout (gpointer user_data);

static void
arm_timer (GTask *task,
           guint  ms)
{
  Ask *ask = g_task_get_task_data (task);

  if (ask->timer)
    {
      g_source_destroy (ask->timer);
      g_source_unref (ask->timer);
    }
  ask->timer_ms = ms;
  ask->timer = g_timeout_source_new (ms);
  g_source_set_callback (ask->timer, on_timeout, task, NULL);
  g_source_attach (ask->timer, g_task_get_context (task));
}

static gboolean
on_timeout (gpointer user_data)
{
  GTask *task = user_data;
  Ask *ask = g_task_get_task_data (task);
  double seconds = ask->timer_ms / 1000.0;

  if (ask->phase == PHASE_SEARCH)
    /* Translators: "The engine Stockfish 15.1 did not finish its search
     * within 11.0 s and was stopped." */
    end_with (task, CAIRN_UCI_ERROR_TIMEOUT,
              _("The engine %s did not finish its search within %.1f s and was stopped."),
              engine_name (ask), seconds);
  else if (ask->phase == PHASE_READY)
    /* Translators: "The engine Stockfish 15.1 answered “uci” but not
     * “isready” within 60.0 s and was stopped." */
    end_with (task, CAIRN_UCI_ERROR_TIMEOUT,
              _("The engine %s answered “uci” but not “isready” within %.1f s and was stopped."),
              engine_name (ask), seconds);
  else
    end_with (task, CAIRN_UCI_ERROR_TIMEOUT,
              _("The engine %s did not answer the UCI handshake within %.1f s and was stopped."),
              engine_name (ask), seconds);
  return G_SOURCE_REMOVE;
}

/* At the moment of the cancel, from whatever thread: a window closing
 * may not run its main loop again to end the question. */
static void
kill_at_once (GCancellable *cancellable,
              gpointer      pid)
{
  kill_engine (GPOINTER_TO_INT (pid));
}

static gboolean
on_cancelled (GCancellable *cancellable,
              gpointer      user_data)
{
  end (user_data, g_error_new_literal (G_IO_ERROR, G_IO_ERROR_CANCELLED,
                                       _("The question to the engine was cancelled.")));
  return G_SOURCE_REMOVE;
}

static gboolean
parse_int (const char *text,
           gint64      min,
           gint64      max,
           int        *out)
{
  gint64 v;

  if (text == NULL || !g_ascii_string_to_signed (text, 10, min, max, &v, NULL))
    return FALSE;
  *out = (int) v;
  return TRUE;
}

/* "info depth 20 seldepth 27 score cp 35 nodes … pv e2e4 …": keeps the
 * last exact score and its depth; bounds (lowerbound, upperbound) are
 * not the engine's opinion yet. */
static void
read_info (Ask        *ask,
           char      **tokens)
{
  int depth = -1, score = 0;
  gboolean have_score = FALSE, mate = FALSE, bound = FALSE;

  for (guint i = 1; tokens[i]; i++)
    {
      if (strcmp (tokens[i], "string") == 0 || strcmp (tokens[i], "pv") == 0)
        break;
      if (strcmp (tokens[i], "depth") == 0 && tokens[i + 1])
        {
          if (!parse_int (tokens[++i], 0, 1000, &depth))
            depth = -1;
        }
      else if (strcmp (tokens[i], "score") == 0 && tokens[i + 1] && tokens[i + 2])
        {
          mate = strcmp (tokens[i + 1], "mate") == 0;
          have_score = (mate || strcmp (tokens[i + 1], "cp") == 0)
            && parse_int (tokens[i + 2], -1000000, 1000000, &score);
          i += 2;
        }
      else if (strcmp (tokens[i], "lowerbound") == 0 || strcmp (tokens[i], "upperbound") == 0)
        bound = TRUE;
    }
  if (!have_score || bound)
    return;
  ask->answer->has_score = TRUE;
  ask->answer->mate = mate;
  ask->answer->score = score;
  if (depth >= 0)
    ask->answer->depth = (guint) depth;
}

static gboolean
is_coordinate_move (const char *text)
{
  gsize n = strlen (text);

  return (n == 4 || (n == 5 && strchr ("qrbn", text[4])))
    && text[0] >= 'a' && text[0] <= 'h' && text[1] >= '1' && text[1] <= '8'
    && text[2] >= 'a' && text[2] <= 'h' && text[3] >= '1' && text[3] <= '8';
}

static void
read_line (GTask *task,
           char  *line)
{
  Ask *ask = g_task_get_task_data (task);
  g_auto (GStrv) tokens = NULL;
  g_autoptr (GPtrArray) words = g_ptr_array_new ();
  const char *first;

  tokens = g_strsplit_set (g_strstrip (line), " \t", -1);
  for (guint i = 0; tokens[i]; i++)
    if (tokens[i][0] != '\0')
      g_ptr_array_add (words, tokens[i]);
  g_ptr_array_add (words, NULL);
  first = words->pdata[0];
  if (first == NULL)
    return;

  if (strcmp (first, "id") == 0 && ask->phase == PHASE_UCI
      && words->len > 3 && strcmp (words->pdata[1], "name") == 0)
    {
      const char *name = strstr (line, "name") + 4;
      g_autofree char *valid = g_utf8_make_valid (name, -1);

      g_strstrip (valid);
      if (*valid)
        {
          g_free (ask->answer->name);
          ask->answer->name = g_utf8_substring (valid, 0, MIN (g_utf8_strlen (valid, -1), MAX_NAME));
        }
    }
  else if (strcmp (first, "uciok") == 0 && ask->phase == PHASE_UCI)
    {
      ask->phase = PHASE_READY;
      arm_timer (task, ask->limits.ready_ms);
      send (ask, "isready\n");
    }
  else if (strcmp (first, "readyok") == 0 && ask->phase == PHASE_READY)
    {
      g_autofree char *go = NULL;

      ask->phase = PHASE_SEARCH;
      arm_timer (task, ask->limits.movetime_ms + CAIRN_UCI_GRACE_MS);
      go = g_strdup_printf ("position fen %s\ngo depth %u movetime %u\n",
                            ask->fen, ask->limits.depth, ask->limits.movetime_ms);
      send (ask, go);
    }
  else if (strcmp (first, "info") == 0 && ask->phase == PHASE_SEARCH)
    read_info (ask, (char **) words->pdata);
  else if (strcmp (first, "bestmove") == 0 && ask->phase == PHASE_SEARCH)
    {
      const char *move = words->pdata[1];

      if (move != NULL && strcmp (move, "(none)") == 0)
        end (task, NULL);
      else if (move == NULL || !is_coordinate_move (move))
        {
          g_autofree char *shown = g_utf8_make_valid (move ? move : "", 16);

          /* Translators: "The engine Foo gave “xyz” as its best move, which is not a move in UCI's notation." */
          end_with (task, CAIRN_UCI_ERROR_PROTOCOL,
                    _("The engine %s gave “%s” as its best move, which is not a move in UCI's notation."),
                    engine_name (ask), shown);
        }
      else
        {
          ask->answer->best_move = g_strdup (move);
          end (task, NULL);
        }
    }
}

static void
on_exited (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  g_autoptr (GTask) task = user_data;
  Ask *ask = g_task_get_task_data (task);
  GSubprocess *process = G_SUBPROCESS (source);

  g_subprocess_wait_finish (process, result, NULL);
  if (ask->ending)
    return;
  if (g_subprocess_get_if_signaled (process))
    /* Translators: "The engine Foo crashed (signal 11) before it answered." */
    end_with (task, CAIRN_UCI_ERROR_EXITED, _("The engine %s crashed (signal %d) before it answered."),
              engine_name (ask), g_subprocess_get_term_sig (process));
  else if (g_subprocess_get_exit_status (process) == NOT_RUN && ask->phase == PHASE_UCI)
    /* cairn-engine-launch could not exec the engine (or the engine, a
     * script, could not run what it starts). */
    end_with (task, CAIRN_UCI_ERROR_START, _("The engine “%s” could not be started: this system cannot run it as a program."),
              ask->path);
  else
    end_with (task, CAIRN_UCI_ERROR_EXITED, _("The engine %s quit (exit status %d) before it answered."),
              engine_name (ask), g_subprocess_get_exit_status (process));
}

static void read_more (GTask *task);

static void
on_read (GObject      *source,
         GAsyncResult *result,
         gpointer      user_data)
{
  g_autoptr (GTask) task = user_data;
  Ask *ask = g_task_get_task_data (task);
  g_autoptr (GError) error = NULL;
  gssize n = g_input_stream_read_finish (G_INPUT_STREAM (source), result, &error);
  gsize start = 0;

  if (ask->ending)
    return;
  if (n < 0)
    {
      end_with (task, CAIRN_UCI_ERROR_EXITED, _("Reading from the engine %s failed: %s"),
                engine_name (ask), error->message);
      return;
    }
  if (n == 0)
    {
      /* Its output closed: it is quitting or has crashed; say how once
       * it is gone (the timer still stands if it lingers). */
      g_subprocess_wait_async (ask->process, NULL, on_exited, g_object_ref (task));
      return;
    }
  for (gsize i = 0; i < (gsize) n && !ask->ending; i++)
    if (ask->buffer[i] == '\n')
      {
        g_string_append_len (ask->line, ask->buffer + start, i - start);
        read_line (task, ask->line->str);
        g_string_truncate (ask->line, 0);
        start = i + 1;
      }
  if (ask->ending)
    return;
  g_string_append_len (ask->line, ask->buffer + start, n - start);
  if (ask->line->len > MAX_LINE)
    {
      end_with (task, CAIRN_UCI_ERROR_PROTOCOL,
                _("The engine %s sent a line longer than %d KiB, which is not UCI, and was stopped."),
                engine_name (ask), MAX_LINE / 1024);
      return;
    }
  read_more (task);
}

static void
read_more (GTask *task)
{
  Ask *ask = g_task_get_task_data (task);

  g_input_stream_read_async (ask->from_engine, ask->buffer, sizeof ask->buffer,
                             G_PRIORITY_DEFAULT, ask->io, on_read, g_object_ref (task));
}

/* cairn-engine-launch, looked up once. */
static const char *
launcher_path (void)
{
  static char *path;

  if (g_once_init_enter (&path))
    g_once_init_leave (&path, cairn_helper_program_path ("cairn-engine-launch",
                                                         CAIRN_ENGINE_LAUNCH_BUILT));
  return path;
}

char *
cairn_uci_find_engine (const char         *configured,
                       const char * const *dirs,
                       GError            **error)
{
  static const char * const debian_dirs[] = { "/usr/games", NULL };
  char *found;

  if (configured != NULL && *configured != '\0')
    {
      if (strchr (configured, '/') == NULL)
        found = g_find_program_in_path (configured);
      else if (g_file_test (configured, G_FILE_TEST_IS_EXECUTABLE)
               && !g_file_test (configured, G_FILE_TEST_IS_DIR))
        found = g_strdup (configured);
      else
        found = NULL;
      if (found == NULL)
        g_set_error (error, CAIRN_UCI_ERROR, CAIRN_UCI_ERROR_NOT_FOUND,
                     _("The engine “%s” was not found, or is not a program that can be run; Stockfish is installed with “sudo apt install stockfish”."),
                     configured);
      return found;
    }

  if ((found = g_find_program_in_path ("stockfish")) != NULL)
    return found;
  for (guint i = 0; (dirs ? dirs : debian_dirs)[i]; i++)
    {
      g_autofree char *path = g_build_filename ((dirs ? dirs : debian_dirs)[i], "stockfish", NULL);

      if (g_file_test (path, G_FILE_TEST_IS_EXECUTABLE))
        return g_steal_pointer (&path);
    }
  g_set_error_literal (error, CAIRN_UCI_ERROR, CAIRN_UCI_ERROR_NOT_FOUND,
                       _("No chess engine is installed. Install Stockfish with “sudo apt install stockfish”, or name another UCI engine."));
  return NULL;
}

void
cairn_uci_ask_async (const char           *path,
                     const char           *fen,
                     const CairnUciLimits *limits,
                     GCancellable         *cancellable,
                     GAsyncReadyCallback   callback,
                     gpointer              user_data)
{
  g_autoptr (GTask) task = NULL;
  g_autoptr (GSubprocessLauncher) launcher = NULL;
  g_autoptr (GError) error = NULL;
  const char *identifier;
  g_autofree char *parent = g_strdup_printf ("%d", (int) getpid ());
  const char *argv[] = { launcher_path (), parent, path, NULL };
  Ask *ask;

  g_return_if_fail (path != NULL && fen != NULL && limits != NULL);

  /* An engine that dies between two of our writes must not take us along. */
  signal (SIGPIPE, SIG_IGN);

  task = g_task_new (NULL, NULL, callback, user_data);
  g_task_set_source_tag (task, cairn_uci_ask_async);
  /* The cancel is ours to report, once the engine is reaped. */
  g_task_set_check_cancellable (task, FALSE);
  ask = g_new0 (Ask, 1);
  ask->path = g_strdup (path);
  ask->fen = g_strdup (fen);
  ask->limits = *limits;
  ask->limits.depth = CLAMP (ask->limits.depth, 1, CAIRN_UCI_DEPTH_MAX);
  ask->limits.movetime_ms = CLAMP (ask->limits.movetime_ms, CAIRN_UCI_TIME_MIN_MS, CAIRN_UCI_TIME_MAX_MS);
  if (ask->limits.start_ms == 0)
    ask->limits.start_ms = CAIRN_UCI_START_MS;
  if (ask->limits.ready_ms == 0)
    ask->limits.ready_ms = CAIRN_UCI_READY_MS;
  ask->io = g_cancellable_new ();
  ask->line = g_string_new (NULL);
  ask->answer = g_new0 (CairnUciAnswer, 1);
  ask->answer->name = g_path_get_basename (path);
  g_task_set_task_data (task, ask, ask_free);

  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDIN_PIPE
                                        | G_SUBPROCESS_FLAGS_STDOUT_PIPE
                                        | G_SUBPROCESS_FLAGS_STDERR_SILENCE
                                        /* GLib uses posix_spawn only then;
                                         * the launcher closes the rest. */
                                        | G_SUBPROCESS_FLAGS_INHERIT_FDS);
  ask->process = g_subprocess_launcher_spawnv (launcher, argv, &error);
  if (ask->process == NULL)
    {
      g_task_return_new_error (task, CAIRN_UCI_ERROR, CAIRN_UCI_ERROR_START,
                               _("The engine “%s” could not be started: %s"), path, error->message);
      return;
    }
  /* NULL once GLib has reaped a process that exited at once (an engine
   * that cannot run): then there is nothing left to kill. */
  identifier = g_subprocess_get_identifier (ask->process);
  ask->answer->pid = identifier ? atoi (identifier) : 0;
  ask->to_engine = g_subprocess_get_stdin_pipe (ask->process);
  ask->from_engine = g_subprocess_get_stdout_pipe (ask->process);

  if (cancellable)
    {
      ask->cancellable = g_object_ref (cancellable);
      ask->kill_id = g_cancellable_connect (cancellable, G_CALLBACK (kill_at_once),
                                            GINT_TO_POINTER (ask->answer->pid), NULL);
      ask->cancel_source = g_cancellable_source_new (cancellable);
      g_source_set_callback (ask->cancel_source, (GSourceFunc) (void (*) (void)) on_cancelled, task, NULL);
      g_source_attach (ask->cancel_source, g_task_get_context (task));
    }
  arm_timer (task, ask->limits.start_ms);
  read_more (task);
  send (ask, "uci\n");
}

CairnUciAnswer *
cairn_uci_ask_finish (GAsyncResult  *result,
                      GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}

static void
on_asked (GObject      *source,
          GAsyncResult *result,
          gpointer      user_data)
{
  GAsyncResult **out = user_data;

  *out = g_object_ref (result);
}

CairnUciAnswer *
cairn_uci_ask (const char           *path,
               const char           *fen,
               const CairnUciLimits *limits,
               GCancellable         *cancellable,
               GError              **error)
{
  g_autoptr (GMainContext) context = g_main_context_new ();
  g_autoptr (GAsyncResult) result = NULL;

  g_main_context_push_thread_default (context);
  cairn_uci_ask_async (path, fen, limits, cancellable, on_asked, &result);
  while (result == NULL)
    g_main_context_iteration (context, TRUE);
  g_main_context_pop_thread_default (context);
  return cairn_uci_ask_finish (result, error);
}
