/* cairn-text-bin.h — holds one wrapped text, asked its width only once.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-bin.h"

G_BEGIN_DECLS

#define CAIRN_TYPE_TEXT_BIN (cairn_text_bin_get_type ())
G_DECLARE_FINAL_TYPE (CairnTextBin, cairn_text_bin, CAIRN, TEXT_BIN, CairnBin)

G_END_DECLS
