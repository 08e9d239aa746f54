#!/bin/sh
# check-progress.sh — long commands draw a progress line (done / total,
# the rate, the time left) over itself on stderr when stderr is a
# terminal (run under script(1), which gives them a pty), and print not a
# byte to stderr when it is a file; stdout is the same either way.
# Skipped (77) without script(1).
set -u
cli=${CAIRN_CLI:?}
here=$(dirname "$0")
. "$here/tap.sh"
command -v script >/dev/null 2>&1 || { echo "1..0 # SKIP script(1) is not installed"; exit 77; }
top=$(mktemp -d)
trap 'rm -rf "$top"' EXIT
kiwipete='r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1'
start='rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'

# check NAME WORDS ARG…: on a pty the line names WORDS, with a rate and
# the time left, redrawn in place (a carriage return, then erase to the
# end of the line), and erased at the end; without one, stderr is empty.
check () {
  name=$1; words=$2; shift 2
  quoted=
  for a in "$@"; do quoted="$quoted '$a'"; done
  CAIRN_PROGRESS_AT_ONCE=1 script -qec "'$cli'$quoted" /dev/null > "$top/$name.tty" < /dev/null
  "$cli" "$@" > "$top/$name.out" 2> "$top/$name.err"
  ok "$name: a progress line on a terminal" \
    grep -qE "$(printf '\r')  [0-9,]+ / [0-9,]+ $words \([0-9]+ %\), [0-9.,]+/s, about [0-9:]+ left$(printf '\033')\[K" "$top/$name.tty"
  ok "$name: the line is erased before the output" grep -q "$(printf '\r\033')\[K" "$top/$name.tty"
  ok "$name: nothing on stderr when it is not a terminal" [ ! -s "$top/$name.err" ]
  # What is left of the pty's text past the last erase is stdout (find's
  # wall time aside).
  tr -d '\r' < "$top/$name.tty" | sed "s/.*$(printf '\033')\[K//; 1s/ in [0-9.]* s$//" > "$top/$name.tty-out"
  sed '1s/ in [0-9.]* s$//' "$top/$name.out" > "$top/$name.plain-out"
  ok "$name: the same output with and without the line" cmp -s "$top/$name.plain-out" "$top/$name.tty-out"
}

check find positions find -d 1-6 -r 1-3
check perft "root moves" perft "$start" 6
check search "root moves" search --game chess -p "$kiwipete" -d 6
check sweep searches sweep --game chess -p "$kiwipete" --depths 1-5
# A figure that leaves nothing out (one ply drawn): its note below.
check export "export steps" export -m minimax -d 9 --max-ply 1 -o "$top/figure.png"

# A figure that leaves words out says so in its caption; how to get them
# is a note on a terminal, after the line is erased, and nothing in a log.
note='cairn-cli: note: To read every label, draw less: one branch (--root MOVES), fewer plies (--max-ply N) or a focus view (--focus --mark MOVES).'
script -qec "'$cli' export -p ...O.X... -t x -d 3 -r 1 -c plain,null -o '$top/pitfall.pdf'" /dev/null > "$top/advice.tty" < /dev/null
"$cli" export -p ...O.X... -t x -d 3 -r 1 -c plain,null -o "$top/pitfall.pdf" 2> "$top/advice.err"
ok "export: the advice on left-out labels is a note on a terminal" \
  sh -c 'tr -d "\r" < "$1" | sed "s/.*$(printf "\033")\[K//" | grep -qxF "$2"' sh "$top/advice.tty" "$note"
ok "export: no advice when stderr is not a terminal" [ ! -s "$top/advice.err" ]
if command -v pdftotext >/dev/null 2>&1; then
  pdftotext -raw "$top/pitfall.pdf" "$top/pitfall.txt"
  ok "export: the caption says how many labels are left out, not how to get them" \
    sh -c 'grep -qE " · (1 label did not fit and is|[0-9]+ labels did not fit and are) left out\.$" "$1" && ! grep -q "draw less" "$1"' sh "$top/pitfall.txt"
fi
finish
