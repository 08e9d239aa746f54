/* cairn-painter.h — the one painter of search trees, for screen and export.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>

#include "cairn-layout.h"

G_BEGIN_DECLS

typedef enum {
  CAIRN_THEME_LIGHT,
  CAIRN_THEME_DARK,
  CAIRN_THEME_PRINT,
} CairnTheme;

typedef struct {
  CairnTheme     theme;
  double         scale;          /* device units per layout unit */
  double         offset_x;       /* device position of layout point (0, 0) */
  double         offset_y;
  CairnRect      viewport;       /* device-space area to paint; nothing outside */
  guint32        at_event;       /* CAIRN_ALL_EVENTS, or the moment to show */
  guint32        current_node;   /* node being searched while stepping, or CAIRN_NO_NODE */
  guint32        selected_node;  /* CAIRN_NO_NODE when none; its path from the root is marked */
  const guint32 *highlight;      /* nodes of a line of play to mark (other pane's selection) */
  guint          n_highlight;
  gboolean       show_pv;        /* mark the principal variation once finished */
} CairnPaintOptions;

void     cairn_paint_options_init (CairnPaintOptions *options,
                                   CairnTheme         theme);
void     cairn_painter_paint      (cairn_t                 *cr,
                                   const CairnTree         *tree,
                                   const CairnLayout       *layout,
                                   const CairnPaintOptions *options);
/* Draws the legend with its top-left corner at (x, y); returns its size. */
void     cairn_painter_paint_legend (cairn_t    *cr,
                                     CairnTheme  theme,
                                     CairnMode   mode,
                                     double      x,
                                     double      y,
                                     double     *width,
                                     double     *height);
gboolean cairn_theme_parse        (const char  *text,
                                   CairnTheme  *theme,
                                   GError     **error);

G_END_DECLS
