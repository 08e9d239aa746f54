/* cairn-ripen.h — fresh memory made ready by a worker, ahead of the
 * thread that writes it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* How far ahead of its writer a growing block is made ready. */
#define CAIRN_RIPEN_AHEAD_BYTES (8u * 1024 * 1024)

/* What one growing block has been made ready so far: its writer keeps one
 * per block, zero-initialised. */
typedef struct {
  gconstpointer block;   /* the block last seen (it may move when it grows) */
  gsize         asked;   /* bytes from its start asked for so far */
} CairnRipening;

void     cairn_ripen_ahead     (CairnRipening *ripening,
                                gpointer       block,
                                gsize          used_bytes);
gboolean cairn_ripen_is_idle   (void);
gsize    cairn_ripen_get_bytes (void);

G_END_DECLS
