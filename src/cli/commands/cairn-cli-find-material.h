/* cairn-cli-find-material.h — find's positions of --material.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* At most this many positions are examined by one find (whole KPK is
 * 331,352; Connect Four's boards of at most 8 plies 258,614). */
#define CLI_FIND_MAX_EXAMINED G_GUINT64_CONSTANT (1000000)

/* All positions of @material, or --sample of them drawn with @seed,
 * appended to @positions; an exit status. */
int cli_find_material_positions (const char *material,
                                 gint64      sample,
                                 guint32     seed,
                                 GArray     *positions);

G_END_DECLS
