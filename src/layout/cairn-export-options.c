/* cairn-export-options.c — an export's options: their defaults, the
 * pages by name, what DOT and JSON take of them (and their writing), and
 * the check of the page before a figure is made.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "cairn-export-options.h"

void
cairn_export_options_init (CairnExportOptions *options)
{
  g_return_if_fail (options != NULL);

  *options = (CairnExportOptions) {
    .format = CAIRN_EXPORT_PNG,
    .theme = CAIRN_THEME_PRINT,
    .scale = 1.0,
    .ghosts = TRUE,
    .legend = TRUE,
    .caption = TRUE,
    .at_event = CAIRN_ALL_EVENTS,
    .labels = TRUE,
    .focus_plies = CAIRN_LAYOUT_FOCUS_PLIES,
  };
}

/* ---- pages ---- */

static const char * const page_names[] = {
  [CAIRN_PAGE_NONE] = "none",
  [CAIRN_PAGE_SLIDE] = "slide",
  [CAIRN_PAGE_A4] = "a4",
  [CAIRN_PAGE_A4_LANDSCAPE] = "a4-landscape",
};

gboolean
cairn_export_page_parse (const char       *text,
                         CairnExportPage  *page,
                         GError          **error)
{
  g_return_val_if_fail (text != NULL && page != NULL, FALSE);

  for (guint i = 0; i < G_N_ELEMENTS (page_names); i++)
    if (g_ascii_strcasecmp (text, page_names[i]) == 0)
      {
        *page = (CairnExportPage) i;
        return TRUE;
      }
  g_set_error (error, CAIRN_EXPORT_ERROR, CAIRN_EXPORT_ERROR_INVALID,
               _("Unknown page “%s”: use slide, a4, a4-landscape or none"), text);
  return FALSE;
}

gboolean
cairn_export_options_check (const CairnExportOptions  *options,
                            GError                   **error)
{
  if ((guint) options->page >= G_N_ELEMENTS (page_names))
    {
      g_set_error (error, CAIRN_EXPORT_ERROR, CAIRN_EXPORT_ERROR_INVALID,
                   _("Unknown page %d"), (int) options->page);
      return FALSE;
    }
  return TRUE;
}

CairnTextExportOptions
cairn_export_text_options (const CairnExportOptions *options)
{
  return (CairnTextExportOptions) {
    .ghosts = options->ghosts,
    .at_event = options->at_event,
    .iteration = options->iteration,
    .progress = options->progress,
    .progress_data = options->progress_data,
  };
}

guint
cairn_export_steps (CairnExportFormat format)
{
  return format == CAIRN_EXPORT_DOT || format == CAIRN_EXPORT_JSON ? 2 : CAIRN_EXPORT_FIGURE_STEPS;
}

gboolean
cairn_export_data_to_file (const char                *path,
                           const CairnSearch * const *searches,
                           guint                      n_searches,
                           const CairnExportOptions  *options,
                           GError                   **error)
{
  CairnTextExportOptions text = cairn_export_text_options (options);

  g_return_val_if_fail (options->format == CAIRN_EXPORT_DOT || options->format == CAIRN_EXPORT_JSON, FALSE);

  if (!cairn_export_check_event (searches, n_searches, options->at_event, error))
    return FALSE;
  return cairn_export_text_to_file (path, searches, n_searches,
                                    options->format == CAIRN_EXPORT_JSON, &text, error);
}
