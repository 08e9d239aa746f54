/* cairn-uci.h — one question to a UCI chess engine: its evaluation and
 * best move for one position, asked over pipes, within limits.
 *
 * GIO (GSubprocess), hence not in src/core, which is GLib alone.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define CAIRN_UCI_ERROR (cairn_uci_error_quark ())
GQuark cairn_uci_error_quark (void);

typedef enum {
  CAIRN_UCI_ERROR_NOT_FOUND,  /* no engine installed, or the one named is not there */
  CAIRN_UCI_ERROR_START,      /* it could not be started */
  CAIRN_UCI_ERROR_TIMEOUT,    /* no answer within the limit: killed */
  CAIRN_UCI_ERROR_EXITED,     /* it quit or crashed before answering */
  CAIRN_UCI_ERROR_PROTOCOL,   /* it said something no UCI engine says */
} CairnUciError;

/* How long the engine may think: the search stops at @depth or after
 * @movetime_ms, whichever comes first.  Past each of these limits the
 * engine is killed and the question fails with CAIRN_UCI_ERROR_TIMEOUT:
 *   - from its start to "uciok": @start_ms (0: CAIRN_UCI_START_MS);
 *   - from "isready" to "readyok": @ready_ms (0: CAIRN_UCI_READY_MS);
 *   - the search: @movetime_ms + CAIRN_UCI_GRACE_MS.
 * The first two are sized for a busy machine: the engine runs at nice 10
 * below whatever else the cores are doing, a script engine's interpreter
 * may need seconds of that share to start, and a real engine may spend
 * seconds on "isready" loading its network.  A hung engine is still
 * reported, only later. */
typedef struct _CairnUciLimits {
  guint depth;
  guint movetime_ms;
  guint start_ms;
  guint ready_ms;
} CairnUciLimits;

#define CAIRN_UCI_START_MS    30000
#define CAIRN_UCI_READY_MS    60000
#define CAIRN_UCI_GRACE_MS     1000
#define CAIRN_UCI_DEPTH_DEFAULT  20
#define CAIRN_UCI_DEPTH_MAX      99
#define CAIRN_UCI_TIME_DEFAULT_MS 10000
#define CAIRN_UCI_TIME_MIN_MS       100
#define CAIRN_UCI_TIME_MAX_MS    600000

typedef struct {
  char    *name;       /* from "id name", else the file's name */
  guint    depth;      /* the depth of the score below; 0 if none came */
  gboolean has_score;
  gboolean mate;       /* score is moves to mate, else centipawns */
  int      score;      /* as UCI gives it: from the side to move's view */
  char    *best_move;  /* coordinates ("e2e4", "e7e8q"); NULL for "(none)" */
  int      pid;        /* the engine's process id, gone once the answer is in */
} CairnUciAnswer;

void            cairn_uci_answer_free (CairnUciAnswer *answer);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (CairnUciAnswer, cairn_uci_answer_free)

/* The engine to ask: @configured (a path, or a program name looked up in
 * PATH) when it is not NULL or empty, else "stockfish" in PATH or in
 * @dirs (NULL: /usr/games, where Debian puts it).  NULL with
 * CAIRN_UCI_ERROR_NOT_FOUND when there is none. */
char           *cairn_uci_find_engine (const char         *configured,
                                       const char * const *dirs,
                                       GError            **error);

/* Starts @path, asks it about @fen and kills it.  The answer comes (or the
 * error) only once the engine's process is gone; cancelling kills it at
 * once and fails with G_IO_ERROR_CANCELLED. */
void            cairn_uci_ask_async   (const char           *path,
                                       const char           *fen,
                                       const CairnUciLimits *limits,
                                       GCancellable         *cancellable,
                                       GAsyncReadyCallback   callback,
                                       gpointer              user_data);
CairnUciAnswer *cairn_uci_ask_finish  (GAsyncResult         *result,
                                       GError              **error);

/* The same, waiting in a private main context (for cairn-cli and tests). */
CairnUciAnswer *cairn_uci_ask         (const char           *path,
                                       const char           *fen,
                                       const CairnUciLimits *limits,
                                       GCancellable         *cancellable,
                                       GError              **error);

G_END_DECLS
