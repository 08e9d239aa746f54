/* fake-engine.h — what the tests of the fake UCI engines (tests/engines)
 * share: their paths, the file they write their process ids into, and
 * whether a process is gone.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The fake engine tests/engines/fake-@mode ("good", "slow", ...). */
char     *fake_engine_path          (const char *mode);
/* A pid file in a new temporary folder named after @tmpl, set as
 * CAIRN_FAKE_PIDS for the fake engines to write into. */
char     *fake_engine_pid_file_new  (const char *tmpl);
/* Removes the pid file and its folder, and frees @pid_file. */
void      fake_engine_pid_file_free (char       *pid_file);
/* The process ids in @pid_file, in the order written, into @pids;
 * FALSE (and none) when it cannot be read. */
gboolean  fake_engine_read_pids     (const char *pid_file,
                                     GArray     *pids);
/* A process is gone when kill() finds none, or (for a grandchild that
 * init has not reaped yet) when only its zombie is left. */
gboolean  fake_engine_process_gone  (int         pid);

G_END_DECLS
