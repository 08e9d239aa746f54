/* test-util.h — helpers shared by the core test suites.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-search.h"

void       test_position            (const char    *cells,
                                     const char    *to_move,
                                     CairnPosition *position);
void       test_settings            (CairnMode      mode,
                                     guint          depth,
                                     guint          reduction,
                                     gboolean       guard,
                                     CairnSettings *settings);
GPtrArray *test_all_positions       (void);
void       test_assert_same_search  (const CairnSearch *a,
                                     const CairnSearch *b);
