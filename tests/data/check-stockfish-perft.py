#!/usr/bin/env python3
# check-stockfish-perft.py CAIRN-CLI REFERENCE [STOCKFISH] — a live check
# of `cairn-cli perft --divide` against Stockfish's `go perft`, to the
# node under every root move: a sample of the reference positions and
# positions one move on from them, as Cairn writes them (export's JSON),
# so Stockfish also reads Cairn's FEN.  Skipped (77) without Stockfish.
#
# SPDX-License-Identifier: GPL-3.0-or-later
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

MOVE = re.compile (r'([a-h][1-8][a-h][1-8][qrbn]?): (\d+)')
ENV = dict (os.environ, LANGUAGE='C', LC_ALL='C.UTF-8')


def cairn (cli, *args):
    out = subprocess.run ([cli, *args], env=ENV, capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit (f'not ok: cairn-cli {" ".join (args)}: {out.stderr.strip ()}')
    return out.stdout


def main ():
    cli, reference = sys.argv[1], sys.argv[2]
    engine = sys.argv[3] if len (sys.argv) > 3 else (shutil.which ('stockfish') or '/usr/games/stockfish')
    if not os.access (engine, os.X_OK):
        print ('stockfish is not installed: skipped')
        return 77

    lines = [l.split (';')[0] for l in open (reference) if l.strip () and not l.startswith ('#')]
    sample = lines[::30]
    positions = list (sample)
    with tempfile.TemporaryDirectory () as tmp:
        tree = os.path.join (tmp, 'tree.json')
        for fen in sample:
            cairn (cli, 'export', '-p', fen, '-d', '1', '-m', 'minimax', '-f', 'json', '-o', tree)
            with open (tree) as f:
                children = [n['position'] for n in json.load (f)['searches'][0]['nodes'] if n['parent'] == 0]
            positions += children[::max (1, len (children) // 2)][:2]

    script = ''.join (f'position fen {fen}\ngo perft 3\n' for fen in positions) + 'quit\n'
    out = subprocess.run ([engine], input=script, capture_output=True, text=True, timeout=600).stdout
    blocks = out.split ('Nodes searched')[:-1]
    if len (blocks) != len (positions):
        print (f'not ok: Stockfish answered {len (blocks)} of {len (positions)} perfts')
        return 1

    failed = 0
    for fen, block in zip (positions, blocks):
        theirs = {m: int (c) for m, c in MOVE.findall (block)}
        ours = {m: int (c) for m, c in MOVE.findall (cairn (cli, 'perft', fen, '3', '--divide'))}
        if ours == theirs:
            print (f'ok: {fen}: {sum (ours.values ())} nodes under {len (ours)} moves')
            continue
        failed += 1
        for move in sorted (set (ours) | set (theirs)):
            if ours.get (move) != theirs.get (move):
                print (f'not ok: {fen}: perft 3 under {move}: Cairn {ours.get (move)}, Stockfish {theirs.get (move)}')
    print (f'{len (positions) - failed} of {len (positions)} positions agree with Stockfish')
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit (main ())
