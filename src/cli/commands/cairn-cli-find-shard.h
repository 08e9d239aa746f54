/* cairn-cli-find-shard.h — find's records in shard files: a unit is a
 * block of CLI_SHARD_FIND_UNIT positions in enumeration order.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-cli-shard.h"
#include "cairn-finder.h"

G_BEGIN_DECLS

#define CLI_SHARD_FIND_UNIT 64

guint     cli_find_units          (guint n_positions);
int       cli_find_run_shard      (CliShard                 *shard,
                                   const CairnFinderOptions *options,
                                   const GArray             *positions);
CairnFinderResult *cli_find_result_from_shard (const CliShard           *shard,
                                               const CairnFinderOptions *options,
                                               const GArray             *positions,
                                               CairnFinderRank           rank,
                                               int                      *status);

G_END_DECLS
