/* cairn-helper-program.h — where one of Cairn's own helper programs
 * (cairn-cli-draw, cairn-engine-launch) is.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

char *cairn_helper_program_path (const char *name,
                                 const char *built);

G_END_DECLS
