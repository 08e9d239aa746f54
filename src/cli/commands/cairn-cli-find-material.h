/* cairn-cli-find-material.h — find's positions of --material.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* All positions of @material, or --sample of them drawn with @seed,
 * appended to @positions; an exit status. */
int cli_find_material_positions (const char *material,
                                 gint64      sample,
                                 guint32     seed,
                                 GArray     *positions);

G_END_DECLS
