/* main.c — starts Cairn.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

#include "cairn-application.h"
#include "cairn-i18n.h"

int
main (int    argc,
      char **argv)
{
  g_autoptr (CairnApplication) app = NULL;

#ifdef __GLIBC__
  /* Search trees grow by doubling one array, up to 17 MB for minimax at
   * depth 9.  glibc raises its mmap threshold after a large block is
   * freed (an earlier search's tree), and then realloc copies the array
   * instead of remapping it: one stepper dispatch took 12 ms instead of
   * its 4 ms budget.  A fixed threshold keeps large arrays mapped. */
  mallopt (M_MMAP_THRESHOLD, 1024 * 1024);
#endif

  cairn_i18n_init ();

  app = cairn_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
