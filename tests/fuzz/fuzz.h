/* fuzz.h — the libFuzzer entry point each target defines.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <stddef.h>

int LLVMFuzzerTestOneInput (const guint8 *data,
                            size_t        size);
