/* cairn-cli-suite-shard.h — suite's records in shard files: a unit is
 * one search, record × configuration in file order.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-cli-shard.h"
#include "cairn-suite.h"

G_BEGIN_DECLS

int       cli_suite_run_shard     (CliShard   *shard,
                                   CairnSuite *suite);
int       cli_suite_fill_from_shard (const CliShard *shard,
                                     CairnSuite     *suite);

G_END_DECLS
