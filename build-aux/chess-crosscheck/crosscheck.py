#!/usr/bin/env python3
# crosscheck.py — Cairn's chess checked from outside: perft per root move
# against Stockfish, SAN and the FEN after every legal move against
# chess.js (gen-positions.mjs's file), and the FEN read back unchanged.
#
#   crosscheck.py POSITIONS.jsonl CAIRN-CLI [--stockfish PATH]
#                 [--deep N] [--no-perft] [--reference OUT --reference-count 300]
#
# Every position is perft'ed at depth 3, and every Nth (--deep, 8 by
# default) at depth 4 too.  SAN and FEN come from cairn-cli itself:
# `trace -d 1 -m minimax` names each root move in SAN, `export -f json`
# gives each child's move and FEN.  Differences are printed one per line
# and counted; the exit status is 1 when there is any.  --reference
# writes the CI's fixed set (tests/data/chess-reference.txt): a spread
# of the positions, rare cases first, with Stockfish's count per root
# move and chess.js's SAN.
#
# The wide run (issue 21): gen-positions.mjs COUNT SEED for random games
# and endings, gen-positions.mjs --fens rare.fen (and traps.fen) for the
# hand-made rare cases one move on, recount.mjs over those for the move
# counters (checked with --no-perft); split the files and run one
# crosscheck per part under nice -n 19.  rare-reference.py writes the
# CI's second reference from the rare cases.
#
# SPDX-License-Identifier: GPL-3.0-or-later
import argparse
import collections
import json
import os
import re
import subprocess
import sys
import tempfile

ENV = dict (os.environ, LANGUAGE='C', LC_ALL='C.UTF-8')


class Stockfish:
    def __init__ (self, path):
        self.proc = subprocess.Popen ([path], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                      text=True, bufsize=1)
        self.send ('uci')
        self.wait ('uciok')

    def send (self, line):
        self.proc.stdin.write (line + '\n')
        self.proc.stdin.flush ()

    def wait (self, prefix):
        lines = []
        for line in self.proc.stdout:
            line = line.strip ()
            lines.append (line)
            if line.startswith (prefix):
                return lines
        raise RuntimeError ('stockfish stopped')

    def divide (self, fen, depth):
        self.send (f'position fen {fen}')
        self.send (f'go perft {depth}')
        counts = {}
        for line in self.wait ('Nodes searched'):
            m = re.fullmatch (r'([a-h][1-8][a-h][1-8][qrbn]?): (\d+)', line)
            if m:
                counts[m.group (1)] = int (m.group (2))
        return counts


def cairn_divide (cli, fen, depth):
    out = subprocess.run ([cli, 'perft', fen, str (depth), '--divide'], env=ENV,
                          capture_output=True, text=True)
    if out.returncode != 0:
        return None, out.stderr.strip ()
    counts, total = {}, None
    for line in out.stdout.splitlines ():
        m = re.fullmatch (r'([a-h][1-8][a-h][1-8][qrbn]?): (\d+)', line)
        if m:
            counts[m.group (1)] = int (m.group (2))
        m = re.fullmatch (r'Nodes: (\d+)', line)
        if m:
            total = int (m.group (1))
    if total != sum (counts.values ()):
        return None, f'total {total} is not the sum of the moves {sum (counts.values ())}'
    return counts, None


def cairn_moves (cli, fen, scratch):
    """Cairn's root: its FEN, and per move (coordinates) its SAN and the FEN after."""
    out = subprocess.run ([cli, 'export', '-p', fen, '-d', '1', '-m', 'minimax', '-f', 'json',
                           '-o', scratch], env=ENV, capture_output=True, text=True)
    if out.returncode != 0:
        return None, None, out.stderr.strip ()
    with open (scratch) as f:
        nodes = json.load (f)['searches'][0]['nodes']
    trace = subprocess.run ([cli, 'trace', '-p', fen, '-d', '1', '-m', 'minimax'], env=ENV,
                            capture_output=True, text=True).stdout
    san = {}
    for line in trace.splitlines ():
        m = re.search (r'node (\d+): (?:White|Black) plays (\S+) \(ply 1', line)
        if m:
            san[int (m.group (1))] = m.group (2)
    moves = {n['move']: (san.get (n['index']), n['position']) for n in nodes if n['parent'] == 0}
    return nodes[0]['position'], moves, None


def dead_material (fen):
    """DESIGN §1b: kings only, or a king and one knight or one bishop against a bare king."""
    men = [c for c in fen.split ()[0] if c.isalpha () and c not in 'Kk']
    return len (men) == 0 or (len (men) == 1 and men[0] in 'NBnb')


def expected_ep (uci, before):
    """DESIGN §1b: the square a pawn just passed in a double step, else -."""
    board = before.split ()[0]
    rows = []
    for row in board.split ('/'):
        rows.append (''.join ('.' * int (c) if c.isdigit () else c for c in row))
    frm, to = uci[:2], uci[2:4]
    man = rows[8 - int (frm[1])][ord (frm[0]) - 97]
    if man in 'Pp' and abs (int (frm[1]) - int (to[1])) == 2:
        return frm[0] + str ((int (frm[1]) + int (to[1])) // 2)
    return '-'


def main ():
    ap = argparse.ArgumentParser ()
    ap.add_argument ('positions')
    ap.add_argument ('cairn')
    ap.add_argument ('--stockfish', default='/usr/games/stockfish')
    ap.add_argument ('--deep', type=int, default=8)
    ap.add_argument ('--no-perft', action='store_true',
                     help='SAN and FEN only (recount.mjs\'s files: the boards of another file, other counters)')
    ap.add_argument ('--reference')
    ap.add_argument ('--reference-count', type=int, default=300)
    ap.add_argument ('--reference-seeds', type=int, default=41,
                     help='the first N positions (gen-positions.mjs\'s seeds, the classic traps) always go in')
    args = ap.parse_args ()

    positions = [json.loads (line) for line in open (args.positions)]
    sf = Stockfish (args.stockfish)
    stats = collections.Counter ()
    problems = []
    perft3 = {}
    scratch = tempfile.NamedTemporaryFile (suffix='.json', delete=False).name

    def problem (fen, what):
        problems.append (f'{fen}: {what}')
        print (f'DIFF {fen}: {what}', flush=True)

    for i, p in enumerate (positions):
        fen = p['fen']
        if i % 100 == 0:
            print (f'{i} of {len (positions)} positions', file=sys.stderr, flush=True)
        for depth in () if args.no_perft else (3, 4) if i % args.deep == 0 else (3,):
            ours, err = cairn_divide (args.cairn, fen, depth)
            stats[f'perft depth {depth} positions'] += 1
            if ours is None:
                # Stockfish is not asked: it may crash on an illegal position.
                problem (fen, f'cairn-cli perft {depth} failed: {err}')
                continue
            theirs = sf.divide (fen, depth)
            stats[f'perft depth {depth} root moves'] += len (theirs)
            stats[f'perft depth {depth} nodes'] += sum (theirs.values ())
            if depth == 3:
                perft3[fen] = theirs
            for move in sorted (set (ours) | set (theirs)):
                if ours.get (move) != theirs.get (move):
                    problem (fen, f'perft {depth} {move}: Cairn {ours.get (move)}, Stockfish {theirs.get (move)}')

        root, moves, err = cairn_moves (args.cairn, fen, scratch)
        if root is None:
            problem (fen, f'cairn-cli export failed: {err}')
            continue
        stats['FEN read back'] += 1
        if root != fen:
            problem (fen, f'read back as {root}')
        # A terminal root (mate, stalemate, dead material) has no children;
        # every other root has them.
        terminal = not p['moves'] or dead_material (fen)
        if terminal != (not moves):
            problem (fen, f'Cairn {"stops at" if not moves else "searches"} the root, '
                          f'DESIGN {"stops" if terminal else "searches"} (chess.js: {len (p["moves"])} moves, '
                          f'dead material: {dead_material (fen)})')
        if not moves:
            stats['positions without children (terminal root)'] += 1
            if p['moves']:
                stats['dead material roots, moves left unchecked'] += 1
            continue
        js = {m['uci']: m for m in p['moves']}
        if set (js) != set (moves):
            problem (fen, f'moves differ: Cairn only {sorted (set (moves) - set (js))}, chess.js only {sorted (set (js) - set (moves))}')
        for uci in sorted (set (js) & set (moves)):
            san, after = moves[uci]
            stats['SAN compared'] += 1
            if san != js[uci]['san']:
                problem (fen, f'SAN of {uci}: Cairn {san}, chess.js {js[uci]["san"]}')
            ours_f, theirs_f = after.split (), js[uci]['after'].split ()
            stats['FEN after a move compared'] += 1
            for k, name in enumerate (('placement', 'side', 'castling', 'en passant', 'halfmove', 'fullmove')):
                want = expected_ep (uci, fen) if k == 3 else theirs_f[k]
                if ours_f[k] != want:
                    problem (fen, f'{name} after {uci}: Cairn {ours_f[k]}, expected {want} (chess.js {theirs_f[k]})')
            if ours_f[3] != theirs_f[3]:
                stats['en passant: Cairn names a square chess.js leaves out (no capture possible)'] += 1

    os.unlink (scratch)
    for key in sorted (stats):
        print (f'{key}: {stats[key]}')
    print (f'differences: {len (problems)}')

    if args.reference:
        write_reference (args.reference, positions, perft3, args.reference_count, args.reference_seeds)
    return 1 if problems else 0


def write_reference (path, positions, perft3, count, seeds):
    # The seeds, then rare cases, then an even spread of the rest.
    chosen = [p for p in positions[:seeds] if p['fen'] in perft3]
    positions = [p for p in positions if p['fen'] in perft3]
    rare = ('stalemate', 'mate', 'ep', 'underpromotion-check', 'castling', 'mate-in-1', 'promotion', 'king-only', 'ep-square')
    quota = count // 2
    for tag in rare:
        for p in positions:
            if tag in p['tags'] and p not in chosen and sum (tag in q['tags'] for q in chosen) < max (quota // len (rare), 12):
                chosen.append (p)
    rest = [p for p in positions if p not in chosen]
    step = max (1, len (rest) // max (1, count - len (chosen)))
    chosen += rest[::step][:count - len (chosen)]
    with open (path, 'w') as f:
        f.write ('# Cairn chess reference (build-aux/chess-crosscheck): one position a line,\n'
                 '# FEN;depth;Stockfish perft total;move:Stockfish count:chess.js SAN ...\n'
                 '# Counts are Stockfish 15.1 `go perft 3` per root move; SAN is chess.js 1.4.\n')
        for p in chosen:
            counts = perft3[p['fen']]
            san = {m['uci']: m['san'] for m in p['moves']}
            cells = ' '.join (f'{m}:{counts[m]}:{san[m]}' for m in sorted (counts))
            f.write (f'{p["fen"]};3;{sum (counts.values ())};{cells}\n')


if __name__ == '__main__':
    sys.exit (main ())
