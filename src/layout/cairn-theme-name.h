/* cairn-theme-name.h — the figures' themes and their names, GLib only, so
 * that cairn-cli reads --theme without the drawing libraries (the
 * palettes are in src/draw/cairn-theme.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define CAIRN_PAINTER_ERROR (cairn_painter_error_quark ())
GQuark cairn_painter_error_quark (void);

typedef enum {
  CAIRN_PAINTER_ERROR_THEME,   /* unknown theme name */
} CairnPainterError;

typedef enum {
  CAIRN_THEME_LIGHT,
  CAIRN_THEME_DARK,
  CAIRN_THEME_PRINT,
} CairnTheme;

/* @text, any case: light, dark or print; FALSE with a message naming it. */
gboolean cairn_theme_parse (const char  *text,
                            CairnTheme  *theme,
                            GError     **error);

G_END_DECLS
