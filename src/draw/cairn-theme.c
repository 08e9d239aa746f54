/* cairn-theme.c — light, dark and print palettes.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-theme.h"

#define RGB(hex) { ((hex) >> 16 & 0xff) / 255.0, ((hex) >> 8 & 0xff) / 255.0, ((hex) & 0xff) / 255.0 }

static const CairnPalette palettes[] = {
  /* The engine style's two colours are Paul Tol's olive (table cutoffs)
   * and indigo (PVS), apart from the Okabe–Ito accents above in hue and
   * in lightness; each goes with a shape too (a grid, an arrow).
   * Prunes are wine, not the Okabe–Ito vermillion: beside the cutoffs'
   * orange that was only a darker shade, one yellowish hue to readers
   * with red-green colour blindness and one grey in print.  Wine is dark
   * where orange is light, and blue-grey where orange is yellow. */
  [CAIRN_THEME_LIGHT] = {
    .background = RGB (0xfafafa),
    .ink = RGB (0x241f31),
    .muted = RGB (0x8a8a92),
    .node_fill = RGB (0xdedde3),
    .board_line = RGB (0x9a99a2),
    .last_move = RGB (0xf0e442),
    .probe = RGB (0x0072b2),
    .prune = RGB (0x882255),
    .cutoff = RGB (0xe69f00),
    .verify = RGB (0xcc79a7),
    .terminal = RGB (0x009e73),
    .selection = RGB (0x56b4e9),
    .current = RGB (0xf0e442),
    .table = RGB (0x999933),
    .pvs = RGB (0x332288),
  },
  /* On a dark ground the deep blue of the probe would vanish: it takes the
   * sky blue, and the selection a pale blue-white that stays apart; wine
   * would vanish too, so prunes take a lighter purple (Tol's). */
  [CAIRN_THEME_DARK] = {
    .background = RGB (0x1e1e22),
    .ink = RGB (0xe8e6ef),
    .muted = RGB (0x85848c),
    .node_fill = RGB (0x45444c),
    .board_line = RGB (0x77767e),
    .last_move = RGB (0x8a7f1c),
    .probe = RGB (0x56b4e9),
    .prune = RGB (0xaa4499),
    .cutoff = RGB (0xe69f00),
    .verify = RGB (0xcc79a7),
    .terminal = RGB (0x009e73),
    .selection = RGB (0xb8d8f0),
    /* The current node's disc carries its value in the light ink: a dark
     * olive yellow, 4.9:1 against the ink (the light yellow was 1.4:1,
     * the value unreadable on it), still apart from the ground. */
    .current = RGB (0x7a7018),
    .table = RGB (0xbbbb55),
    .pvs = RGB (0x9988ee),
  },
  [CAIRN_THEME_PRINT] = {
    .background = RGB (0xffffff),
    .ink = RGB (0x000000),
    .muted = RGB (0x8c8c8c),
    .node_fill = RGB (0xd9d9d9),
    .board_line = RGB (0x909090),
    .last_move = RGB (0xf6ef8e),
    .probe = RGB (0x0072b2),
    .prune = RGB (0x882255),
    .cutoff = RGB (0xe69f00),
    .verify = RGB (0xcc79a7),
    .terminal = RGB (0x009e73),
    .selection = RGB (0x56b4e9),
    .current = RGB (0xf0e442),
    .table = RGB (0x999933),
    .pvs = RGB (0x332288),
  },
};

const CairnPalette *
cairn_theme_palette (CairnTheme theme)
{
  g_return_val_if_fail ((guint) theme < G_N_ELEMENTS (palettes), &palettes[CAIRN_THEME_PRINT]);
  return &palettes[theme];
}
