// recount.mjs — the positions of a gen-positions.mjs file again with other
// move counters (a halfmove clock near and past fifty moves, large move
// numbers), and chess.js's moves for each: DESIGN §1b keeps the counters,
// writes them back and never lets them change a rule, so the moves and the
// counters after each move are checked as for any position.
//
//   NODE_PATH=/tmp/ccjs/node_modules node recount.mjs IN.jsonl [SEED] > OUT.jsonl
//
// A position with an en-passant square keeps its clock at 0 (a double
// step has just reset it).  Counters stop below 65535, where Cairn's
// 16-bit counters stop rather than wrap and chess.js counts on.
//
// SPDX-License-Identifier: GPL-3.0-or-later
import { readFileSync } from 'node:fs';

import { Chess, movesOf, seededRandom } from './chess-common.mjs';

const { pick } = seededRandom (process.argv[3] ?? 50);

const clocks = [1, 49, 50, 98, 99, 100, 101, 150, 1000, 65000];
const numbers = [2, 40, 99, 100, 999, 5000, 65000];
for (const line of readFileSync (process.argv[2], 'utf8').split ('\n').filter ((l) => l))
  {
    const p = JSON.parse (line);
    const fields = p.fen.split (' ');
    fields[4] = fields[3] === '-' ? String (pick (clocks)) : '0';
    fields[5] = String (pick (numbers));
    const fen = fields.join (' ');
    console.log (JSON.stringify ({ fen, tags: [...p.tags, 'counters'], moves: movesOf (new Chess (fen)) }));
  }
