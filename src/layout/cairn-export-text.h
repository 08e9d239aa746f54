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

#include "cairn-export-format.h"

G_BEGIN_DECLS

/* What DOT and JSON take of an export's options (CairnExportOptions,
 * cairn-export-options.h: the same fields). */
typedef struct {
  gboolean  ghosts;
  guint32   at_event;   /* CAIRN_ALL_EVENTS: as recorded so far */
  guint     iteration;  /* the iteration drawn (cairn_export_tree ()); 0: the last */
  /* Called as each of the two steps ends (making the text, writing it). */
  void    (*progress)      (guint    done,
                            guint    total,
                            gpointer data);
  gpointer  progress_data;
} CairnTextExportOptions;

/* One digraph; two searches become two clusters side by side. */
void cairn_export_dot  (GString                   *out,
                        const CairnSearch * const *searches,
                        guint                      n_searches,
                        const CairnTextExportOptions *options);
/* One object with a "searches" array holding every node of each tree. */
void cairn_export_json (GString                   *out,
                        const CairnSearch * const *searches,
                        guint                      n_searches,
                        const CairnTextExportOptions *options);

/* Writes @searches as DOT (or JSON when @json) to @path, in one piece
 * (never a truncated file); FALSE with a message naming @path. */
gboolean cairn_export_text_to_file (const char                   *path,
                                    const CairnSearch * const    *searches,
                                    guint                         n_searches,
                                    gboolean                      json,
                                    const CairnTextExportOptions *options,
                                    GError                      **error);

G_END_DECLS
