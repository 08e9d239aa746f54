#!/usr/bin/env python3
# stockfish-suite.py SUITE.epd [--depths 6,10] [--ladder N] [--engine PATH]
# [--hash MB] [--list] — how Stockfish does on an EPD test suite at fixed
# depths: for each depth, one `go depth D` per position with one thread
# (`setoption name Threads value 1`), the hash cleared before each position
# (`ucinewgame`), so that a position's answer does not depend on the ones
# before it; a position is solved when the bestmove is one of its `bm` (if
# it has any) and none of its `am`.  Prints, per depth, the positions solved
# and the wall time of the whole depth (engine start excluded), and the
# engine's CPU time where /proc gives it (steadier on a busy machine).
#
# --ladder N also runs `go depth N` once per position and reads, from the
# info line that ends each iteration, the move Stockfish prefers at every
# depth 1..N: it prints how many positions are solved at each depth and
# from which depth on each stays solved ("the depth it needs"), and the
# positions where Stockfish reports a mate.
#
# The bm/am moves are in SAN; they are matched against Stockfish's own
# list of legal moves (`go perft 1`), so the script needs no chess library,
# and it refuses a move that matches no legal move or several.  No network.
#
# SPDX-License-Identifier: GPL-3.0-or-later
import argparse
import os
import re
import shutil
import subprocess
import sys
import time

SAN = re.compile (r'^(?P<piece>[KQRBN])?(?P<from_file>[a-h])?(?P<from_rank>[1-8])?x?'
                  r'(?P<to>[a-h][1-8])(?:=?(?P<promo>[QRBN]))?$')


def parse_epd (path):
    """Yield (line number, FEN, operations) for each position line."""
    for number, line in enumerate (open (path, encoding='utf-8'), 1):
        line = line.strip ()
        if not line or line.startswith ('#'):
            continue
        fields = line.split (None, 4)
        fen = ' '.join (fields[:4])
        rest = fields[4] if len (fields) > 4 else ''
        ops = {}
        # Operations end at ';' outside quotes.
        for m in re.finditer (r'\s*([A-Za-z][A-Za-z0-9_]*)((?:\s+(?:"[^"]*"|[^\s;"]+))*)\s*;', rest):
            ops[m.group (1)] = [o.strip ('"') for o in re.findall (r'"[^"]*"|[^\s"]+', m.group (2))]
        yield number, fen, ops


def board_of (fen):
    """Square name -> piece letter (upper case White), and the side to move."""
    placement, side = fen.split ()[:2]
    board = {}
    for r, row in enumerate (placement.split ('/')):
        f = 0
        for c in row:
            if c.isdigit ():
                f += int (c)
            else:
                board['abcdefgh'[f] + str (8 - r)] = c
                f += 1
    return board, side


def resolve (san, fen, legal):
    """The one UCI move of @legal that @san names, or an error string."""
    board, side = board_of (fen)
    text = san.rstrip ('+#!?')
    rank = '1' if side == 'w' else '8'
    if text in ('O-O', '0-0'):
        wanted = [f'e{rank}g{rank}']
    elif text in ('O-O-O', '0-0-0'):
        wanted = [f'e{rank}c{rank}']
    else:
        m = SAN.match (text)
        if not m:
            return None, f'“{san}” is not SAN'
        piece = m.group ('piece') or 'P'
        piece = piece if side == 'w' else piece.lower ()
        wanted = []
        for uci in legal:
            frm, to, promo = uci[:2], uci[2:4], uci[4:].upper () or None
            if to != m.group ('to') or board.get (frm) != piece or promo != m.group ('promo'):
                continue
            if m.group ('from_file') and frm[0] != m.group ('from_file'):
                continue
            if m.group ('from_rank') and frm[1] != m.group ('from_rank'):
                continue
            if piece in 'Pp' and not m.group ('from_file') and frm[0] != to[0]:
                continue
            wanted.append (uci)
    wanted = [u for u in wanted if u in legal]
    if len (wanted) != 1:
        return None, f'“{san}” matches {len (wanted)} legal moves'
    return wanted[0], None


class Engine:
    def __init__ (self, path, hash_mb):
        self.p = subprocess.Popen ([path], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                   text=True, bufsize=1)
        self.name = next (l for l in self.ask ('uci', 'uciok') if l.startswith ('id name'))[8:]
        self.send ('setoption name Threads value 1')
        self.send (f'setoption name Hash value {hash_mb}')
        self.ask ('isready', 'readyok')

    def send (self, line):
        self.p.stdin.write (line + '\n')

    def ask (self, line, until):
        self.send (line)
        out = []
        for reply in self.p.stdout:
            out.append (reply.strip ())
            if reply.startswith (until):
                return out
        sys.exit (f'stockfish-suite: the engine stopped before “{until}”')

    def fresh (self, fen):
        self.send ('ucinewgame')
        self.ask ('isready', 'readyok')
        self.send (f'position fen {fen}')

    def legal (self, fen):
        self.fresh (fen)
        return [l.split (':')[0] for l in self.ask ('go perft 1', 'Nodes searched') if re.match (r'^[a-h][1-8][a-h][1-8][qrbn]?: ', l)]

    def go (self, fen, depth):
        """(bestmove, {depth: (first pv move, score)}) of one go depth."""
        self.fresh (fen)
        lines = self.ask (f'go depth {depth}', 'bestmove')
        iterations = {}
        for l in lines:
            m = re.match (r'^info depth (\d+) .*?score (cp -?\d+|mate -?\d+)(?: (lowerbound|upperbound))?.* pv (\S+)', l)
            if m and not m.group (3):
                iterations[int (m.group (1))] = (m.group (4), m.group (2))
        return lines[-1].split ()[1], iterations

    def cpu (self):
        """The engine's CPU seconds (user + system), or None without /proc."""
        try:
            with open (f'/proc/{self.p.pid}/stat') as f:
                fields = f.read ().rsplit (')', 1)[1].split ()
            return (int (fields[11]) + int (fields[12])) / os.sysconf ('SC_CLK_TCK')
        except (OSError, ValueError, IndexError):
            return None

    def quit (self):
        self.send ('quit')
        self.p.wait ()


def main ():
    ap = argparse.ArgumentParser (description='Stockfish at fixed depths on an EPD suite.')
    ap.add_argument ('suite')
    ap.add_argument ('--depths', default='6,10')
    ap.add_argument ('--ladder', type=int, default=0)
    ap.add_argument ('--engine', default=shutil.which ('stockfish') or '/usr/games/stockfish')
    ap.add_argument ('--hash', type=int, default=16)
    ap.add_argument ('--list', action='store_true', help='name every position not solved')
    args = ap.parse_args ()

    engine = Engine (args.engine, args.hash)
    print (f'{engine.name}, Threads 1, Hash {args.hash} MB, hash cleared before each position')
    positions = []
    for number, fen, ops in parse_epd (args.suite):
        legal = engine.legal (fen)
        moves = {}
        for op in ('bm', 'am'):
            moves[op] = []
            for san in ops.get (op, []):
                uci, error = resolve (san, fen, legal)
                if error:
                    sys.exit (f'{args.suite}:{number}: {op} {error}')
                moves[op].append (uci)
        if not moves['bm'] and not moves['am']:
            sys.exit (f'{args.suite}:{number}: neither bm nor am')
        name = (ops.get ('id') or [f'line {number}'])[0]
        positions.append ((name, fen, moves['bm'], moves['am']))
    print (f'{args.suite}: {len (positions)} positions, every bm/am one legal move')

    def solved (bm, am, move):
        return (not bm or move in bm) and move not in am

    for depth in [int (d) for d in args.depths.split (',') if d]:
        start, cpu = time.monotonic (), engine.cpu ()
        missed = [(name, best) for name, fen, bm, am in positions
                  if not solved (bm, am, (best := engine.go (fen, depth)[0]))]
        wall = time.monotonic () - start
        cpu = f', {engine.cpu () - cpu:.1f} s engine CPU' if cpu is not None else ''
        print (f'go depth {depth}: {len (positions) - len (missed)} of {len (positions)} solved, '
               f'{wall:.1f} s wall{cpu}')
        if args.list and missed:
            print ('  not solved: ' + ', '.join (f'{n} ({b})' for n, b in missed))

    if args.ladder:
        n = args.ladder
        at = [0] * (n + 1)
        needs = {}
        mates = []
        start = time.monotonic ()
        for name, fen, bm, am in positions:
            best, iterations = engine.go (fen, n)
            ok = [solved (bm, am, iterations[d][0]) if d in iterations else False for d in range (1, n + 1)]
            for d in range (1, n + 1):
                at[d] += ok[d - 1]
            stays = next ((d for d in range (1, n + 1) if all (ok[d - 1:])), None)
            needs[stays] = needs.get (stays, 0) + 1
            score = iterations.get (n, (None, ''))[1]
            if score.startswith ('mate') and int (score.split ()[1]) > 0 and ok[-1]:
                mates.append (f'{name} mate in {score.split ()[1]}')
        wall = time.monotonic () - start
        print (f'go depth {n} once per position ({wall:.1f} s wall), the move at the end of each iteration:')
        print ('  solved at depth ' + ', '.join (f'{d}: {at[d]}' for d in range (1, n + 1)))
        print ('  solved from depth d on: ' + ', '.join (f'{d}: {needs[d]}' for d in sorted (k for k in needs if k))
               + f'; not solved at depth {n}: {needs.get (None, 0)}')
        print (f'  Stockfish reports a mate with a bm at depth {n} in {len (mates)}: ' + ', '.join (mates))
    engine.quit ()
    return 0


if __name__ == '__main__':
    sys.exit (main ())
