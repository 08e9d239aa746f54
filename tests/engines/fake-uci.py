#!/usr/bin/python3
# A fake UCI engine for Cairn's tests; how it misbehaves is its own name:
#   fake-good     answers at once: depth 12, cp 150 (side to move's view), bestmove
#                 e1d2 with White to move, e5d5 with Black
#   fake-slow     thinks forever (and starts a grandchild that does too)
#   fake-silent   never says uciok
#   fake-unready  says uciok, never readyok (an engine stuck loading its network)
#   fake-crash    dies by SIGKILL in the middle of its search
#   fake-quit     exits with status 3 in the middle of its search
#   fake-garbage  mixes nonsense (bad bytes, broken info lines) into a good answer
#   fake-babble   sends one line of megabytes, with no end
#   fake-huge     sends 200,000 info lines (about 20 MB) before its answer
#   fake-badmove  answers with a move that is not legal
#   fake-mate     answers at once: depth 20, mate in 19, bestmove f5f6 (for
#                 3k4/8/4P3/5K2/8/8/8/8 w, where the tablebase says mate in 11)
# Each writes its process ids (its own, and any child's) to $CAIRN_FAKE_PIDS,
# and shrugs off SIGTERM, as a hung program may.
import os
import signal
import subprocess
import sys
import time

mode = os.path.basename(sys.argv[0]).split("-", 1)[1].split(".")[0]
signal.signal(signal.SIGTERM, signal.SIG_IGN)
out = sys.stdout.buffer


def record(pid):
    path = os.environ.get("CAIRN_FAKE_PIDS")
    if path:
        with open(path, "a") as f:
            f.write("%d\n" % pid)


def say(text):
    out.write(text if isinstance(text, bytes) else text.encode())
    out.write(b"\n")
    out.flush()


def forever():
    while True:
        time.sleep(1000)


record(os.getpid())
move = "e1d2"
for line in sys.stdin:
    words = line.split()
    if not words:
        continue
    if words[0] == "uci":
        if mode == "silent":
            forever()
        if mode == "garbage":
            say(b"\xff\xfe\x00 nonsense \x1b[31m")
            say("id name Fake \xe2\x80 garbage".encode("latin-1"))
            say("option name Hash type spin default 16 min 1 max 33554432")
        else:
            say("id name Fake " + mode)
        say("id author Cairn's tests")
        say("uciok")
    elif words[0] == "isready":
        if mode == "unready":
            forever()
        if mode == "garbage":
            say("readyok now? no: later")
        say("readyok")
    elif words[0] == "position":
        move = "e5d5" if " b " in line else "e1d2"
    elif words[0] == "go":
        if mode == "slow":
            child = subprocess.Popen(["sleep", "1000"])
            record(child.pid)
            forever()
        if mode in ("crash", "quit"):
            say("info depth 1 score cp 10 pv e1d2")
            if mode == "quit":
                sys.exit(3)
            os.kill(os.getpid(), signal.SIGKILL)
        if mode == "babble":
            while True:
                out.write(b"info string " + b"blah " * 20000)
                out.flush()
        if mode == "huge":
            for i in range(200000):
                out.write(b"info depth %d seldepth 40 multipv 1 score cp %d nodes %d nps 1000000 pv e1d2 e5d4 e2e4 d4e4\n"
                          % (1 + i // 10000, i % 300, i * 1000))
            say("info depth 30 score cp -150 pv e1d2")
        if mode == "garbage":
            say("info depth")
            say("info depth twelve score cp")
            say("info score mate")
            say("info depth 7 score cp 999999999999999999999")
            say("info depth 8 score cp 40 lowerbound")
            say("bogus line bestmove e2e4")
            say("info depth 9 score cp -20 pv e1d2")
            say("bestmove e1d2 ponder e5d5")
            continue
        if mode == "good":
            say("info depth 12 seldepth 20 score cp 150 nodes 1234 pv " + move)
        if mode == "mate":
            say("info depth 20 seldepth 20 score mate 19 nodes 185560 pv f5f6 d8e8")
            say("bestmove f5f6")
            continue
        if mode == "badmove":
            say("info depth 3 score cp 5")
            say("bestmove e1e3")
            continue
        say("bestmove " + move)
    elif words[0] == "quit":
        sys.exit(0)
