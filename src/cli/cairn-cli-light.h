/* cairn-cli-light.h — cairn-cli without the drawing code
 * (cairn-cli-light.c): whether a command line draws, and handing it to
 * cairn-cli-draw.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

gboolean cli_command_draws (int    argc,
                            char **argv);
int      cli_run_drawing   (char **argv);

G_END_DECLS
