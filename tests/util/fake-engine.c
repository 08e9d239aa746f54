/* fake-engine.c — the fake UCI engines' paths, pid file and processes,
 * for the engine tests.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>

#include "fake-engine.h"

char *
fake_engine_path (const char *mode)
{
  g_autofree char *name = g_strconcat ("fake-", mode, NULL);

  return g_build_filename (FAKE_ENGINES_DIR, name, NULL);
}

char *
fake_engine_pid_file_new (const char *tmpl)
{
  g_autofree char *dir = g_dir_make_tmp (tmpl, NULL);
  char *pid_file;

  g_assert_nonnull (dir);
  pid_file = g_build_filename (dir, "pids", NULL);
  g_setenv ("CAIRN_FAKE_PIDS", pid_file, TRUE);
  return pid_file;
}

void
fake_engine_pid_file_free (char *pid_file)
{
  g_autofree char *dir = g_path_get_dirname (pid_file);

  g_unlink (pid_file);
  g_rmdir (dir);
  g_free (pid_file);
}

gboolean
fake_engine_read_pids (const char *pid_file,
                       GArray     *pids)
{
  g_autofree char *text = NULL;
  g_auto (GStrv) lines = NULL;

  g_array_set_size (pids, 0);
  if (!g_file_get_contents (pid_file, &text, NULL, NULL))
    return FALSE;
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i]; i++)
    {
      int pid = atoi (lines[i]);

      if (pid > 0)
        g_array_append_val (pids, pid);
    }
  return TRUE;
}

gboolean
fake_engine_process_gone (int pid)
{
  g_autofree char *stat_path = g_strdup_printf ("/proc/%d/stat", pid);
  g_autofree char *stat = NULL;
  const char *close;

  if (kill (pid, 0) == -1 && errno == ESRCH)
    return TRUE;
  if (!g_file_get_contents (stat_path, &stat, NULL, NULL))
    return TRUE;
  close = strrchr (stat, ')');
  return close != NULL && close[1] == ' ' && close[2] == 'Z';
}
