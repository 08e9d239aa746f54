/* test-theme.c — the light, dark and print palettes (src/draw/cairn-theme.c):
 * the accents are the published Okabe–Ito and Paul Tol colours the
 * comments name, the ink reads on each ground (WCAG contrast, computed
 * here from the sRGB formula), the current node's disc (its colour at
 * CAIRN_CURRENT_ALPHA over the ground) carries the ink at 4.5:1 or more
 * in every palette, and at the dark theme's 4.9:1 its comment gives, cairn_set_rgb() paints
 * the exact bytes, and an unknown theme falls back to print.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "cairn-theme.h"

/* A palette colour as 0xRRGGBB (its channels are n/255 exactly). */
static guint32
hex (const CairnRgb *c)
{
  return (guint32) lround (c->r * 255) << 16 | (guint32) lround (c->g * 255) << 8 | (guint32) lround (c->b * 255);
}

/* WCAG 2 relative luminance and contrast ratio. */
static double
channel (double c)
{
  return c <= 0.04045 ? c / 12.92 : pow ((c + 0.055) / 1.055, 2.4);
}

static double
luminance (const CairnRgb *c)
{
  return 0.2126 * channel (c->r) + 0.7152 * channel (c->g) + 0.0722 * channel (c->b);
}

static double
ratio (double la,
       double lb)
{
  return (MAX (la, lb) + 0.05) / (MIN (la, lb) + 0.05);
}

static double
contrast (const CairnRgb *a,
          const CairnRgb *b)
{
  return ratio (luminance (a), luminance (b));
}

/* Okabe & Ito, "Color Universal Design" (2008): blue #0072B2, orange
 * #E69F00, bluish green #009E73, reddish purple #CC79A7, sky blue
 * #56B4E9, yellow #F0E442; Paul Tol's muted wine #882255, olive #999933,
 * indigo #332288.  Light and print share them. */
static void
test_published_accents (void)
{
  const CairnTheme themes[] = { CAIRN_THEME_LIGHT, CAIRN_THEME_PRINT };

  for (guint i = 0; i < G_N_ELEMENTS (themes); i++)
    {
      const CairnPalette *p = cairn_theme_palette (themes[i]);

      g_assert_cmphex (hex (&p->probe), ==, 0x0072b2);
      g_assert_cmphex (hex (&p->cutoff), ==, 0xe69f00);
      g_assert_cmphex (hex (&p->terminal), ==, 0x009e73);
      g_assert_cmphex (hex (&p->verify), ==, 0xcc79a7);
      g_assert_cmphex (hex (&p->selection), ==, 0x56b4e9);
      g_assert_cmphex (hex (&p->current), ==, 0xf0e442);
      g_assert_cmphex (hex (&p->prune), ==, 0x882255);
      g_assert_cmphex (hex (&p->table), ==, 0x999933);
      g_assert_cmphex (hex (&p->pvs), ==, 0x332288);
    }
  /* Dark: the probe takes the sky blue, prunes Tol's purple #AA4499. */
  g_assert_cmphex (hex (&cairn_theme_palette (CAIRN_THEME_DARK)->probe), ==, 0x56b4e9);
  g_assert_cmphex (hex (&cairn_theme_palette (CAIRN_THEME_DARK)->prune), ==, 0xaa4499);
  /* Print is black on white. */
  g_assert_cmphex (hex (&cairn_theme_palette (CAIRN_THEME_PRINT)->ink), ==, 0x000000);
  g_assert_cmphex (hex (&cairn_theme_palette (CAIRN_THEME_PRINT)->background), ==, 0xffffff);
}

/* The luminance of @colour drawn at CAIRN_CURRENT_ALPHA over @pal's
 * ground, as the current node's disc is. */
static double
disc_luminance (const CairnPalette *pal,
                const CairnRgb     *colour)
{
  double a = CAIRN_CURRENT_ALPHA;
  CairnRgb disc = { a * colour->r + (1 - a) * pal->background.r, a * colour->g + (1 - a) * pal->background.g,
                    a * colour->b + (1 - a) * pal->background.b };

  return luminance (&disc);
}

/* The current node's value is written in the ink on its disc (the disc's
 * colour over the ground): readable in every palette, 4.5:1 or more (WCAG
 * AA for text).  The dark palette's yellow disc was 1.4:1. */
static void
test_painter_current_readable (void)
{
  for (CairnTheme theme = CAIRN_THEME_LIGHT; theme <= CAIRN_THEME_PRINT; theme++)
    {
      const CairnPalette *pal = cairn_theme_palette (theme);
      double on_disc = ratio (disc_luminance (pal, &pal->current), luminance (&pal->ink));

      g_test_message ("theme %d: ink on the current node's disc %.2f:1", theme, on_disc);
      g_assert_cmpfloat (on_disc, >=, 4.5);
    }
}

/* Text in ink reads on each ground at WCAG AAA (7:1) at least; the dark
 * theme's disc carries the ink at the 4.9:1 its comment gives, where the
 * light theme's yellow, on the dark ground, gave 1.4:1. */
static void
test_contrast (void)
{
  const CairnPalette *dark = cairn_theme_palette (CAIRN_THEME_DARK);
  const CairnPalette *light = cairn_theme_palette (CAIRN_THEME_LIGHT);
  const CairnPalette *print = cairn_theme_palette (CAIRN_THEME_PRINT);
  double ink = luminance (&dark->ink);

  g_assert_cmpfloat (contrast (&light->ink, &light->background), >=, 7.0);
  g_assert_cmpfloat (contrast (&dark->ink, &dark->background), >=, 7.0);
  g_assert_cmpfloat_with_epsilon (contrast (&print->ink, &print->background), 21.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (round (ratio (ink, disc_luminance (dark, &dark->current)) * 10) / 10, 4.9, 1e-9);
  g_assert_cmpfloat_with_epsilon (round (ratio (ink, disc_luminance (dark, &light->current)) * 10) / 10, 1.4, 1e-9);
}

/* cairn_set_rgb() and cairn_set_rgba() paint the palette's bytes. */
static void
test_set_rgb_paints (void)
{
  const CairnPalette *p = cairn_theme_palette (CAIRN_THEME_LIGHT);
  cairo_surface_t *s = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 2, 1);
  cairo_t *cr = cairo_create (s);
  const guint32 *data;

  cairo_rectangle (cr, 0, 0, 1, 1);
  cairn_set_rgb (cr, &p->prune);
  cairo_fill (cr);
  cairo_rectangle (cr, 1, 0, 1, 1);
  cairn_set_rgba (cr, &p->probe, 1.0);
  cairo_fill (cr);
  cairo_surface_flush (s);
  data = (const guint32 *) (gconstpointer) cairo_image_surface_get_data (s);
  /* ARGB32, opaque: 0xAARRGGBB. */
  g_assert_cmphex (data[0], ==, 0xff882255);
  g_assert_cmphex (data[1], ==, 0xff0072b2);
  cairo_destroy (cr);
  cairo_surface_destroy (s);
}

/* Out of range: a critical, and the print palette rather than a read
 * past the table. */
static void
test_unknown_theme (void)
{
  const CairnPalette *p;

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*assertion*failed*");
  p = cairn_theme_palette ((CairnTheme) 7);
  g_test_assert_expected_messages ();
  g_assert_true (p == cairn_theme_palette (CAIRN_THEME_PRINT));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/theme/published-accents", test_published_accents);
  g_test_add_func ("/theme/contrast", test_contrast);
  g_test_add_func ("/painter/current-readable", test_painter_current_readable);
  g_test_add_func ("/theme/set-rgb-paints", test_set_rgb_paints);
  g_test_add_func ("/theme/unknown-theme", test_unknown_theme);
  return g_test_run ();
}
