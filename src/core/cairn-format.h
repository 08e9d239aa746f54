/* cairn-format.h — small text helpers shared by the CLI, logs and export.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

char *cairn_format_count   (guint64 count);
char *cairn_format_percent (guint64 part,
                            guint64 whole);
char *cairn_format_savings (guint64 baseline,
                            guint64 other);
void  cairn_json_append_string (GString    *out,
                                const char *text);
const char *cairn_file_error_reason (const GError *file_error);

G_END_DECLS
