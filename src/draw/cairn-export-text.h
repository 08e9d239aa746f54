/* cairn-export-text.h — recorded search trees as Graphviz DOT and as JSON.
 *
 * Both honour the export options' ghosts and at_event (the tree as it stood
 * once that event had happened) and are deterministic: the same searches
 * give byte-identical text, whatever the locale's number format.  DOT's
 * titles follow the user's language; JSON holds no translated text.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-export.h"

G_BEGIN_DECLS

/* One digraph; two searches become two clusters side by side. */
void cairn_export_dot  (GString                   *out,
                        const CairnSearch * const *searches,
                        guint                      n_searches,
                        const CairnExportOptions  *options);
/* One object with a "searches" array holding every node of each tree. */
void cairn_export_json (GString                   *out,
                        const CairnSearch * const *searches,
                        guint                      n_searches,
                        const CairnExportOptions  *options);

G_END_DECLS
