/* cairn-i18n.h — gettext set-up shared by cairn and cairn-cli.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

const char *cairn_i18n_locale_dir (void);
void        cairn_i18n_init       (void);

G_END_DECLS
