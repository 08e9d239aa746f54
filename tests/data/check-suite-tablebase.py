#!/usr/bin/env python3
# check-suite-tablebase.py CAIRN-CLI SUITE.epd — every position of the
# shipped suite that the endgame tables hold (3 men: Debian's gaviotatb) has
# as its bm exactly the moves the tables call winning, as cairn-cli states
# them ("only Kf6 wins", "these moves win: Kd3, Kf3, Kf4"), and a comment
# that gives the tables' mate where it quotes Stockfish's, which need not be
# the shortest.  Skipped (77) when cairn-cli has no tables.
#
# SPDX-License-Identifier: GPL-3.0-or-later
import os
import re
import subprocess
import sys

ENV = dict (os.environ, LANGUAGE='C', LC_ALL='C.UTF-8')


def main ():
    cli, suite = sys.argv[1], sys.argv[2]
    status, checked, comment = 0, 0, []
    for number, line in enumerate (open (suite, encoding='utf-8'), 1):
        line = line.strip ()
        if line.startswith ('#'):
            comment.append (line)
            continue
        if not line:
            comment = [] if not comment or comment[-1] != '' else comment
            continue
        fields = line.split ()
        fen = ' '.join (fields[:4])
        men = sum (c.isalpha () for c in fields[0])
        said = ' '.join (comment)
        comment = []
        if men > 3:
            continue
        out = subprocess.run ([cli, 'search', '-p', fen, '-d', '1'], env=ENV, capture_output=True, text=True)
        m = re.search (r'^In real chess \(tablebase\): (.*)$', out.stdout, re.M)
        if m and ('no endgame tables found' in m.group (1) or 'not a Gaviota table' in m.group (1)):
            print (f'# skipped: {m.group (1)}')
            return 77
        if out.returncode != 0 or not m:
            print (f'not ok: line {number}: no tablebase verdict: {out.stdout}{out.stderr}')
            status = 1
            continue
        verdict = m.group (1)
        bm = set (re.search (r'\bbm ([^;]*);', line).group (1).split ())
        wins = re.search (r'(?:only (\S+) wins|these moves win: (.*))$', verdict)
        winning = set () if not wins else {wins.group (1)} if wins.group (1) else set (wins.group (2).split (', '))
        mate = re.search (r'mate in (\d+)', verdict)
        checked += 1
        if winning != bm:
            print (f'not ok: line {number}: bm {sorted (bm)}, the tables: {verdict}')
            status = 1
        elif mate and f'tablebase: mate in {mate.group (1)}' not in said:
            print (f'not ok: line {number}: the comment does not give the tables\' mate in {mate.group (1)}')
            status = 1
        else:
            print (f'ok: line {number}: {verdict}')
    if checked == 0:
        print ('not ok: no position of 3 men checked')
        status = 1
    return status


if __name__ == '__main__':
    sys.exit (main ())
