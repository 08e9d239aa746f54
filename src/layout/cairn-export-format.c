/* cairn-export-format.c — what every export shares, figure or text: the
 * formats by name, the error domain, the tree drawn of a search (an
 * iteration's with iterative deepening) and the checks of an iteration and
 * an event.  GLib only, so DOT and JSON need no drawing library.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "cairn-export-format.h"
#include "cairn-format.h"

G_DEFINE_QUARK (cairn-export-error-quark, cairn_export_error)

static const char * const format_names[] = {
  [CAIRN_EXPORT_PNG] = "png",
  [CAIRN_EXPORT_SVG] = "svg",
  [CAIRN_EXPORT_PDF] = "pdf",
  [CAIRN_EXPORT_DOT] = "dot",
  [CAIRN_EXPORT_JSON] = "json",
};

gboolean
cairn_export_format_parse (const char         *text,
                           CairnExportFormat  *format,
                           GError            **error)
{
  g_return_val_if_fail (text != NULL && format != NULL, FALSE);

  for (guint i = 0; i < G_N_ELEMENTS (format_names); i++)
    if (g_ascii_strcasecmp (text, format_names[i]) == 0)
      {
        *format = (CairnExportFormat) i;
        return TRUE;
      }
  g_set_error (error, CAIRN_EXPORT_ERROR, CAIRN_EXPORT_ERROR_FORMAT,
               _("Unknown format “%s”: use png, svg, pdf, dot or json"), text);
  return FALSE;
}

gboolean
cairn_export_format_from_path (const char         *path,
                               CairnExportFormat  *format,
                               GError            **error)
{
  g_autofree char *base = NULL;
  const char *dot;

  g_return_val_if_fail (path != NULL && format != NULL, FALSE);

  base = g_path_get_basename (path);
  dot = strrchr (base, '.');
  if (dot == NULL || dot == base || dot[1] == '\0')
    {
      g_set_error (error, CAIRN_EXPORT_ERROR, CAIRN_EXPORT_ERROR_FORMAT,
                   _("Cannot tell the format of “%s” from its name: end it in .png, .svg, .pdf, .dot or .json, or give --format"),
                   path);
      return FALSE;
    }
  return cairn_export_format_parse (dot + 1, format, error);
}

const CairnTree *
cairn_export_tree (const CairnSearch *search,
                   guint              iteration)
{
  g_return_val_if_fail (search != NULL, NULL);

  if (iteration == 0)
    return cairn_search_get_tree (search);
  if (iteration > cairn_search_n_iteration_trees (search))
    return NULL;
  return cairn_search_get_iteration_tree (search, iteration - 1);
}

gboolean
cairn_export_iteration_check (const CairnSettings *settings,
                              guint                iteration,
                              const char          *text,
                              GError             **error)
{
  g_return_val_if_fail (settings != NULL, FALSE);

  if (iteration == 0)
    return TRUE;
  if (!(settings->engine_parts & CAIRN_PART_ID))
    {
      g_set_error (error, CAIRN_EXPORT_ERROR, CAIRN_EXPORT_ERROR_INVALID,
                   /* Translators: %s is the iteration as typed */
                   _("Invalid iteration “%s”: only a search with iterative deepening (engine part id) has iterations; this one has a single tree"),
                   text);
      return FALSE;
    }
  if (iteration > settings->depth)
    {
      g_set_error (error, CAIRN_EXPORT_ERROR, CAIRN_EXPORT_ERROR_INVALID,
                   g_dngettext (GETTEXT_PACKAGE,
                                /* Translators: %1$s the iteration as typed, %2$u the depth limit (the last iteration) */
                                "Invalid iteration “%1$s”: iterative deepening to depth %2$u has iteration 1 only",
                                "Invalid iteration “%1$s”: iterative deepening to depth %2$u has iterations 1 to %2$u",
                                settings->depth),
                   text, settings->depth);
      return FALSE;
    }
  return TRUE;
}

gboolean
cairn_export_check_event (const CairnSearch * const *searches,
                          guint                      n,
                          guint32                    at_event,
                          GError                   **error)
{
  guint64 events = 0;

  if (at_event == CAIRN_ALL_EVENTS)
    return TRUE;
  for (guint i = 0; i < n; i++)
    events = MAX (events, cairn_search_get_counters (searches[i])->events);
  if (at_event < events)
    return TRUE;
  {
    g_autofree char *last = cairn_format_count (events > 0 ? events - 1 : 0);

    g_set_error (error, CAIRN_EXPORT_ERROR, CAIRN_EXPORT_ERROR_EVENT,
                 _("Event %u is beyond the end of the search: its events are 0 to %s"),
                 at_event, last);
  }
  return FALSE;
}
