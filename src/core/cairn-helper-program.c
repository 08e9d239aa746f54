/* cairn-helper-program.c — where one of Cairn's own helper programs is.
 *
 * A program running from the build tree uses the build tree's helper,
 * so that tests never pick up an older installed one.  Installed, the
 * helpers live in prefix/libexec/cairn/, wherever the prefix was moved
 * to (a --destdir install), else where the prefix was configured.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-helper-program.h"

/* The path of the helper program @name (g_free it): @built, the build
 * tree's copy, when the running program is in the build tree; else
 * prefix/libexec/cairn/@name beside the running program's prefix; else
 * the configured libexec folder's. */
char *
cairn_helper_program_path (const char *name,
                           const char *built)
{
  g_autofree char *self = g_file_read_link ("/proc/self/exe", NULL);
  g_autofree char *folder = self ? g_path_get_dirname (self) : NULL;
  g_autofree char *moved = NULL;

  g_return_val_if_fail (name != NULL && built != NULL, NULL);

  if (self && g_str_has_prefix (self, CAIRN_BUILD_ROOT G_DIR_SEPARATOR_S))
    return g_strdup (built);
  moved = folder ? g_build_filename (folder, "..", "libexec", "cairn", name, NULL) : NULL;
  if (moved && g_file_test (moved, G_FILE_TEST_IS_EXECUTABLE))
    return g_steal_pointer (&moved);
  return g_build_filename (CAIRN_LIBEXECDIR, "cairn", name, NULL);
}
