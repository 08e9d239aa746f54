/* cairn-damage-bin.h — holds a widget that changes every frame of a run,
 * redrawn as one rectangle.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-bin.h"

G_BEGIN_DECLS

#define CAIRN_TYPE_DAMAGE_BIN (cairn_damage_bin_get_type ())
G_DECLARE_FINAL_TYPE (CairnDamageBin, cairn_damage_bin, CAIRN, DAMAGE_BIN, CairnBin)

G_END_DECLS
