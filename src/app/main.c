/* main.c — starts Cairn.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "cairn-application.h"
#include "cairn-i18n.h"
#include "cairn-tree.h"

int
main (int    argc,
      char **argv)
{
  g_autoptr (CairnApplication) app = NULL;

  cairn_tree_keep_large_trees_mapped ();
  cairn_i18n_init ();

  app = cairn_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
