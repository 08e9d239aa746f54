/* cairn-background.h — worker threads that give way to the window.
 *
 * Plain C, no GLib: cairn-engine-launch builds it in too.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#ifdef __cplusplus
extern "C" {
#endif

void cairn_background_thread_give_way (void);

#ifdef __cplusplus
}
#endif
