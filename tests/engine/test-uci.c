/* test-uci.c — asking a UCI engine (cairn-uci.c): the fake engines in tests/engines
 * (slow, silent, stuck loading, crashing, quitting, babbling, garbage, huge output, an
 * illegal move) each end in a clear answer or error, and leave no process
 * behind; cairn-cli --engine-opinion in text and JSON, and its exit
 * status 3.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <signal.h>

#include "cairn-engine-opinion.h"
#include "fake-engine.h"
#include "cli-runner.h"
#include "test-util.h"

#define LONE_PAWN "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1"
#define LONE_PAWN_BLACK "8/8/8/4k3/8/8/4P3/4K3 b - - 0 1"

static char *pid_file;

/* Every process the fake engine wrote down is gone; the engine itself
 * (our child) is not even a zombie.  Returns how many there were. */
static guint
assert_no_process_left (void)
{
  g_autoptr (GArray) pids = g_array_new (FALSE, FALSE, sizeof (int));

  g_assert_true (fake_engine_read_pids (pid_file, pids));
  for (guint i = 0; i < pids->len; i++)
    {
      int pid = g_array_index (pids, int, i);

      if (i == 0)
        g_assert_true (kill (pid, 0) == -1 && errno == ESRCH);
      else
        {
          /* Killed with the group; its reaping is init's business. */
          for (guint tries = 0; tries < 100 && !fake_engine_process_gone (pid); tries++)
            g_usleep (50 * 1000);
          g_assert_true (fake_engine_process_gone (pid));
        }
    }
  g_unlink (pid_file);
  return pids->len;
}

static CairnUciAnswer *
ask (const char *mode,
     const char *fen,
     guint       movetime_ms,
     GError    **error)
{
  g_autofree char *path = fake_engine_path (mode);
  CairnUciLimits limits = { .depth = 20, .movetime_ms = movetime_ms };

  g_unlink (pid_file);
  return cairn_uci_ask (path, fen, &limits, NULL, error);
}

/* @limits NULL: 0.2 s to think and the library's start-up limits. */
static void
assert_fails_within (const char           *mode,
                     const CairnUciLimits *limits,
                     int                   code,
                     const char           *message,
                     guint                 processes)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *path = fake_engine_path (mode);
  CairnUciLimits think = { .depth = 20, .movetime_ms = 200 };
  g_autoptr (CairnUciAnswer) answer = NULL;

  g_unlink (pid_file);
  answer = cairn_uci_ask (path, LONE_PAWN, limits ? limits : &think, NULL, &error);

  g_assert_null (answer);
  g_assert_error (error, CAIRN_UCI_ERROR, code);
  g_assert_cmpstr (error->message, ==, message);
  g_assert_cmpuint (assert_no_process_left (), ==, processes);
}

static void
assert_fails (const char *mode,
              int         code,
              const char *message,
              guint       processes)
{
  assert_fails_within (mode, NULL, code, message, processes);
}

static void
test_good (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (CairnUciAnswer) answer = ask ("good", LONE_PAWN, 5000, &error);
  g_autoptr (CairnEngineOpinion) opinion = NULL;
  CairnPosition position;

  g_assert_no_error (error);
  g_assert_cmpstr (answer->name, ==, "Fake good");
  g_assert_cmpuint (answer->depth, ==, 12);
  g_assert_true (answer->has_score && !answer->mate);
  g_assert_cmpint (answer->score, ==, 150);
  g_assert_cmpstr (answer->best_move, ==, "e1d2");
  g_assert_cmpint (answer->pid, >, 0);
  g_assert_true (kill (answer->pid, 0) == -1 && errno == ESRCH);
  g_assert_cmpuint (assert_no_process_left (), ==, 1);

  g_assert_true (cairn_position_parse (LONE_PAWN, NULL, &position, NULL));
  opinion = cairn_engine_opinion_new (answer, &position, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (opinion->text, ==, "Fake good, depth 12: +1.50, best Kd2");
}

/* UCI scores for the side to move; Cairn, always for White. */
static void
test_black_to_move (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (CairnUciAnswer) answer = NULL;
  g_autoptr (CairnEngineOpinion) opinion = NULL;
  CairnPosition position;

  answer = ask ("good", LONE_PAWN_BLACK, 5000, &error);
  g_assert_no_error (error);
  g_assert_true (cairn_position_parse (LONE_PAWN_BLACK, NULL, &position, NULL));
  opinion = cairn_engine_opinion_new (answer, &position, &error);
  g_assert_no_error (error);
  g_assert_cmpint (opinion->score, ==, -150);
  g_assert_cmpstr (opinion->text, ==, "Fake good, depth 12: -1.50, best Kd5");
  assert_no_process_left ();
}

static void
test_slow (void)
{
  /* Killed 1 s after its 0.2 s, with the grandchild it started. */
  assert_fails ("slow", CAIRN_UCI_ERROR_TIMEOUT,
                "The engine Fake slow did not finish its search within 1.2 s and was stopped.", 2);
}

/* The start-up limits, set short here (Cairn's own are 30 s and 60 s,
 * for a busy machine): each ends the question with its own words. */
static void
test_silent (void)
{
  CairnUciLimits limits = { .depth = 20, .movetime_ms = 200, .start_ms = 5000 };

  assert_fails_within ("silent", &limits, CAIRN_UCI_ERROR_TIMEOUT,
                       "The engine fake-silent did not answer the UCI handshake within 5.0 s and was stopped.", 1);
}

/* "uciok" came (so the engine had started and written down its process
 * id), "readyok" never does: the limit counts from "isready". */
static void
test_unready (void)
{
  CairnUciLimits limits = { .depth = 20, .movetime_ms = 200, .ready_ms = 1500 };

  assert_fails_within ("unready", &limits, CAIRN_UCI_ERROR_TIMEOUT,
                       "The engine Fake unready answered “uci” but not “isready” within 1.5 s and was stopped.", 1);
}

static void
test_crash (void)
{
  assert_fails ("crash", CAIRN_UCI_ERROR_EXITED,
                "The engine Fake crash crashed (signal 9) before it answered.", 1);
}

static void
test_quit (void)
{
  assert_fails ("quit", CAIRN_UCI_ERROR_EXITED,
                "The engine Fake quit quit (exit status 3) before it answered.", 1);
}

/* A file that looks like a program but cannot run: cairn-engine-launch
 * cannot exec it, and the user is told so, not an exit status. */
static void
test_cannot_run (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("cairn-engine-XXXXXX", &error);
  g_autofree char *path = NULL;
  g_autofree char *message = NULL;
  g_autoptr (CairnUciAnswer) answer = NULL;
  CairnUciLimits limits = { .depth = 20, .movetime_ms = 200 };

  g_assert_no_error (error);
  path = g_build_filename (dir, "broken-engine", NULL);
  g_assert_true (g_file_set_contents (path, "#!/nonexistent/interpreter\n", -1, NULL));
  g_assert_cmpint (g_chmod (path, 0755), ==, 0);

  answer = cairn_uci_ask (path, LONE_PAWN, &limits, NULL, &error);
  g_assert_null (answer);
  g_assert_error (error, CAIRN_UCI_ERROR, CAIRN_UCI_ERROR_START);
  message = g_strdup_printf ("The engine “%s” could not be started: this system cannot run it as a program.", path);
  g_assert_cmpstr (error->message, ==, message);
  g_unlink (path);
  g_rmdir (dir);
}

static void
test_babble (void)
{
  assert_fails ("babble", CAIRN_UCI_ERROR_PROTOCOL,
                "The engine Fake babble sent a line longer than 64 KiB, which is not UCI, and was stopped.", 1);
}

static void
test_garbage (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (CairnUciAnswer) answer = ask ("garbage", LONE_PAWN, 5000, &error);

  /* The nonsense is skipped; the bound and the broken scores are not the
   * opinion; the last exact score is. */
  g_assert_no_error (error);
  g_assert_cmpstr (answer->name, ==, "Fake \xef\xbf\xbd\xef\xbf\xbd garbage");
  g_assert_cmpuint (answer->depth, ==, 9);
  g_assert_cmpint (answer->score, ==, -20);
  g_assert_cmpstr (answer->best_move, ==, "e1d2");
  assert_no_process_left ();
}

static void
test_huge (void)
{
  g_autoptr (GError) error = NULL;
  /* Time enough for the fake (a Python script writing 20 MB) at nice 10,
   * as Cairn starts engines, on a loaded machine: this is about reading
   * it all, not about its speed. */
  g_autoptr (CairnUciAnswer) answer = ask ("huge", LONE_PAWN, 60000, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (answer->depth, ==, 30);
  g_assert_cmpint (answer->score, ==, -150);
  g_assert_cmpstr (answer->best_move, ==, "e1d2");
  assert_no_process_left ();
}

static void
test_bad_move (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (CairnUciAnswer) answer = ask ("badmove", LONE_PAWN, 5000, &error);
  g_autoptr (CairnEngineOpinion) opinion = NULL;
  CairnPosition position;

  g_assert_no_error (error);
  g_assert_true (cairn_position_parse (LONE_PAWN, NULL, &position, NULL));
  opinion = cairn_engine_opinion_new (answer, &position, &error);
  g_assert_null (opinion);
  g_assert_error (error, CAIRN_UCI_ERROR, CAIRN_UCI_ERROR_PROTOCOL);
  g_assert_cmpstr (error->message, ==,
                   "The engine Fake badmove gave e1e3 as its best move, which is not legal in this position.");
  assert_no_process_left ();
}

static void
on_cancel_answer (GObject      *source,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  GError **error = user_data;

  g_assert_null (cairn_uci_ask_finish (result, error));
}

/* Cancels once the engine is deep in its search: it has written down
 * itself and the grandchild it starts on "go". */
static gboolean
cancel_in_search (gpointer user_data)
{
  g_autofree char *text = NULL;

  if (!g_file_get_contents (pid_file, &text, NULL, NULL) || strchr (text, '\n') == strrchr (text, '\n'))
    return G_SOURCE_CONTINUE;
  g_cancellable_cancel (user_data);
  return G_SOURCE_REMOVE;
}

/* A position changed in the window: the question is cancelled, and the
 * engine killed, long before its limit. */
static void
test_cancel (void)
{
  g_autofree char *path = fake_engine_path ("slow");
  g_autoptr (GCancellable) cancellable = g_cancellable_new ();
  g_autoptr (GError) error = NULL;
  CairnUciLimits limits = { .depth = 20, .movetime_ms = 600000 };

  g_unlink (pid_file);
  cairn_uci_ask_async (path, LONE_PAWN, &limits, cancellable, on_cancel_answer, &error);
  g_timeout_add (20, cancel_in_search, cancellable);
  while (error == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_cmpuint (assert_no_process_left (), ==, 2);
}

static void
test_find (void)
{
  g_autoptr (GError) error = NULL;
  const char *none[] = { "/nonexistent", NULL };
  g_autofree char *good = fake_engine_path ("good");
  g_autofree char *path = NULL;
  const char *old_path = g_getenv ("PATH");
  g_autofree char *saved = g_strdup (old_path);

  path = cairn_uci_find_engine (good, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (path, ==, good);
  g_clear_pointer (&path, g_free);

  g_assert_null (cairn_uci_find_engine ("/no/such/engine", NULL, &error));
  g_assert_error (error, CAIRN_UCI_ERROR, CAIRN_UCI_ERROR_NOT_FOUND);
  g_assert_cmpstr (error->message, ==,
                   "The engine “/no/such/engine” was not found, or is not a program that can be run; Stockfish is installed with “sudo apt install stockfish”.");
  g_clear_error (&error);

  /* Nothing in PATH, nothing in the Debian folder. */
  g_setenv ("PATH", "/nonexistent", TRUE);
  g_assert_null (cairn_uci_find_engine (NULL, none, &error));
  g_setenv ("PATH", saved, TRUE);
  g_assert_error (error, CAIRN_UCI_ERROR, CAIRN_UCI_ERROR_NOT_FOUND);
  g_assert_cmpstr (error->message, ==,
                   "No chess engine is installed. Install Stockfish with “sudo apt install stockfish”, or name another UCI engine.");
}

static void
test_cli (void)
{
  g_autofree char *good = fake_engine_path ("good");
  g_autofree char *slow = fake_engine_path ("slow");
  g_autofree char *mate_engine = fake_engine_path ("mate");
  g_auto (TestRun) text = { 0 };
  g_auto (TestRun) mate = { 0 };
  g_auto (TestRun) json = { 0 };
  g_auto (TestRun) hung = { 0 };
  g_auto (TestRun) missing = { 0 };
  g_auto (TestRun) ttt = { 0 };
  g_auto (TestRun) bad = { 0 };

  g_unlink (pid_file);
  TEST_RUN_CLI (&text, "search", "-p", LONE_PAWN, "-d", "3", "--engine", good);
  test_assert_run_ok (&text);
  g_assert_true (g_str_has_suffix (text.out,
                                   "\nEngine's opinion (scores from White's side): Fake good, depth 12: +1.50, best Kd2\n"));
  assert_no_process_left ();

  TEST_RUN_CLI (&json, "compare", "--json", "-p", LONE_PAWN, "-d", "3", "--engine-opinion", "--engine", good);
  test_assert_run_ok (&json);
  test_assert_contains (json.out, ",\"plain_value_of_move\":null,\"engine_opinion\":{\"engine\":\"Fake good\",\"path\":\"");
  g_assert_true (g_str_has_suffix (json.out,
                                   "/engines/fake-good\",\"depth\":12,\"score_from\":\"white\",\"score_cp\":150,\"mate_in\":null,"
                                   "\"best_move\":\"e1d2\",\"text\":\"Fake good, depth 12: +1.50, best Kd2\",\"error\":null}}\n"));
  assert_no_process_left ();

  /* Two mate distances for one position: whose result the row is, and
   * why the engine's mate is longer than the tablebase's. */
  TEST_RUN_CLI (&mate, "search", "-p", "3k4/8/4P3/5K2/8/8/8/8 w - - 0 1", "-d", "7", "-r", "1", "-m", "null",
                "--engine", mate_engine);
  test_assert_run_ok (&mate);
  test_assert_contains (mate.out, "\nreal result      Ke4 draws\n");
  g_assert_true (g_str_has_suffix (mate.out,
                                   "\nIn real chess (tablebase): White wins, mate in 11; only Kf6 wins\n"
                                   "Each move in real chess: Ke4 draws; Kf4 draws; Kg4 draws; Ke5 draws; Kg5 draws; "
                                   "Kf6 wins, mate in 11; Kg6 draws; e7+ draws\n"
                                   "Engine's opinion (scores from White's side): Fake mate, depth 20: mate in 19 for White, best Kf6\n"
                                   "The two mate distances differ: the tablebase's is exact, the quickest mate against the "
                                   "best defence; the engine's is the quickest it found within its depth and time limits, "
                                   "and a deeper search may find a shorter one.\n"));
  assert_no_process_left ();

  /* A hung engine: Cairn's answer stands, the engine is killed, status 3. */
  TEST_RUN_CLI (&hung, "search", "--json", "-p", LONE_PAWN, "-d", "3", "--engine", slow, "--engine-time", "0.2");
  g_assert_cmpint (hung.status, ==, 3);
  test_assert_contains (hung.out, "\"value\":110,\"best_move\":\"e1d1\"");
  test_assert_contains (hung.out, ",\"engine_opinion\":{\"engine\":null,\"path\":\"");
  test_assert_contains (hung.out, "\",\"error\":\"timeout\",\"message\":\"The engine Fake slow did not finish its search within 1.2 s and was stopped.\"}}\n");
  g_assert_cmpstr (hung.err, ==, "cairn-cli: The engine Fake slow did not finish its search within 1.2 s and was stopped.\n");
  g_assert_cmpuint (assert_no_process_left (), ==, 2);

  TEST_RUN_CLI (&missing, "search", "-p", LONE_PAWN, "-d", "3", "--engine", "/no/such/engine");
  g_assert_cmpint (missing.status, ==, 3);
  test_assert_contains (missing.out, "\nbest move        Kd1\n");
  g_assert_cmpstr (missing.err, ==,
                   "cairn-cli: The engine “/no/such/engine” was not found, or is not a program that can be run; Stockfish is installed with “sudo apt install stockfish”.\n");

  TEST_RUN_CLI (&ttt, "search", "--engine-opinion");
  g_assert_cmpint (ttt.status, ==, 2);
  g_assert_cmpstr (ttt.err, ==, "cairn-cli: --engine-opinion needs a chess position: UCI engines play chess only\n");

  TEST_RUN_CLI (&bad, "search", "-p", LONE_PAWN, "--engine-time", "0.01");
  g_assert_cmpint (bad.status, ==, 2);
  g_assert_cmpstr (bad.err, ==, "cairn-cli: Invalid --engine-time “0.01”: give seconds from 0.1 to 600\n");
}

int
main (int    argc,
      char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  pid_file = fake_engine_pid_file_new ("cairn-engine-XXXXXX");

  /* First, while no thread is running: it changes PATH. */
  g_test_add_func ("/engine/find", test_find);
  g_test_add_func ("/engine/good", test_good);
  g_test_add_func ("/engine/black-to-move", test_black_to_move);
  g_test_add_func ("/engine/slow", test_slow);
  g_test_add_func ("/engine/silent", test_silent);
  g_test_add_func ("/engine/unready", test_unready);
  g_test_add_func ("/engine/crash", test_crash);
  g_test_add_func ("/engine/quit", test_quit);
  g_test_add_func ("/engine/cannot-run", test_cannot_run);
  g_test_add_func ("/engine/babble", test_babble);
  g_test_add_func ("/engine/garbage", test_garbage);
  g_test_add_func ("/engine/huge", test_huge);
  g_test_add_func ("/engine/bad-move", test_bad_move);
  g_test_add_func ("/engine/cancel", test_cancel);
  g_test_add_func ("/engine/cli", test_cli);
  status = g_test_run ();
  fake_engine_pid_file_free (pid_file);
  return status;
}
