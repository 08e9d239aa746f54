/* cairn-export-options.c — an export's options: the formats and
 * pages by name, the tree or iteration drawn, and the checks of an
 * event, a viewport and the other options before a figure is made.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "cairn-export.h"
#include "cairn-export-private.h"
#include "cairn-painter-private.h"

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
export_check_figure_options (const CairnExportOptions  *options,
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
