#!/usr/bin/env python3
# rare-reference.py RARE.jsonl COUNTERS.jsonl OUT [--stockfish PATH] — the
# CI's second reference (tests/data/chess-reference-rare.txt): 250 of the
# rare cases, up to 18 of each kind first, with Stockfish's perft 3 per
# root move and chess.js's SAN.  RARE.jsonl is gen-positions.mjs --fens
# rare.fen; COUNTERS.jsonl is recount.mjs run over it (its first lines are
# the same boards with other clocks).
#
# SPDX-License-Identifier: GPL-3.0-or-later
import argparse
import json

from crosscheck import Stockfish, dead_material

KINDS = ('stalemate', 'mate', 'dead', 'ep', 'underpromotion-check', 'castling', 'mate-in-1',
         'promotion', 'king-only', 'ep-square', 'counters', 'fifty', 'check')


def main ():
    ap = argparse.ArgumentParser ()
    ap.add_argument ('rare')
    ap.add_argument ('counters')
    ap.add_argument ('out')
    ap.add_argument ('--stockfish', default='/usr/games/stockfish')
    ap.add_argument ('--count', type=int, default=250)
    args = ap.parse_args ()

    rare = [json.loads (line) for line in open (args.rare)]
    positions = rare + [json.loads (line) for line in open (args.counters)][:len (rare)]
    for p in positions:
        if dead_material (p['fen']):
            p['tags'].append ('dead')
        if int (p['fen'].split ()[4]) >= 100:
            p['tags'].append ('fifty')
    chosen, seen = [], set ()

    def add (p):
        if p['fen'] in seen:
            return False
        seen.add (p['fen'])
        chosen.append (p)
        return True

    for kind in KINDS:
        n = 0
        for p in positions:
            if n >= 18:
                break
            if kind in p['tags'] and add (p):
                n += 1
    rest = [p for p in positions if p['fen'] not in seen]
    for p in rest[::max (1, len (rest) // (args.count - len (chosen)))]:
        if len (chosen) >= args.count:
            break
        add (p)

    sf = Stockfish (args.stockfish)
    with open (args.out, 'w') as f:
        f.write ('# Cairn chess reference, rare cases (build-aux/chess-crosscheck/rare.fen and\n'
                 '# every position one move on, some with recount.mjs\'s counters): one position\n'
                 '# a line, FEN;depth;Stockfish perft total;move:Stockfish count:chess.js SAN ...\n'
                 '# Counts are Stockfish 15.1 `go perft 3` per root move; SAN is chess.js 1.4.\n')
        for p in chosen:
            counts = sf.divide (p['fen'], 3)
            san = {m['uci']: m['san'] for m in p['moves']}
            if set (counts) != set (san):
                raise SystemExit (f'{p["fen"]}: Stockfish and chess.js disagree on the moves')
            cells = ' '.join (f'{m}:{counts[m]}:{san[m]}' for m in sorted (counts))
            f.write (f'{p["fen"]};3;{sum (counts.values ())};{cells}\n')


if __name__ == '__main__':
    main ()
