// chess-common.mjs — what gen-positions.mjs and recount.mjs share:
// chess.js (found through NODE_PATH, installed with npm as their headers
// say), a seeded random generator, and a position's legal moves as their
// output lines give them.
//
// SPDX-License-Identifier: GPL-3.0-or-later
import { createRequire } from 'node:module';

const require = createRequire (import.meta.url);
export const { Chess } = require ('chess.js');

// xorshift64*: the same SEED gives the same numbers, whatever chess.js's
// own generator does.  random () is in [0, 1); pick (list) one element.
export function seededRandom (seed) {
  let state = BigInt (seed) | 1n;
  const random = () => {
    state ^= state >> 12n;
    state ^= (state << 25n) & 0xFFFFFFFFFFFFFFFFn;
    state ^= state >> 27n;
    return Number(((state * 0x2545F4914F6CDD1Dn) & 0xFFFFFFFFFFFFFFFFn) >> 11n) / 2 ** 53;
  };
  const pick = (list) => list[Math.floor (random () * list.length)];
  return { random, pick };
}

// Every legal move of @game as chess.js gives it: UCI, SAN, the FEN after.
export function movesOf (game) {
  return game.moves ({ verbose: true }).map ((m) => ({ uci: m.lan, san: m.san, after: m.after }));
}
