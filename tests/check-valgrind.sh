#!/bin/sh
# check-valgrind.sh — every cairn-cli path (each command, each export
# format, the chart, error exits) under valgrind's memcheck: no invalid
# access and no definitely lost memory.  Skipped (77) without valgrind.
set -u
cli=${CAIRN_CLI:?}
here=$(dirname "$0")
command -v valgrind >/dev/null || { echo "1..0 # SKIP valgrind is not installed"; exit 77; }
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
n=0
failed=0

run () {  # expected status, arguments...
  want=$1; shift
  n=$((n + 1))
  # --trace-children: commands that draw run on in cairn-cli-draw (execv).
  valgrind --trace-children=yes --leak-check=full --show-leak-kinds=definite --errors-for-leak-kinds=definite \
    --error-exitcode=99 --suppressions="$here/valgrind.supp" \
    --log-file="$dir/vg.log" "$cli" "$@" >/dev/null 2>"$dir/err.log"
  got=$?
  if [ "$got" = "$want" ] && grep -q "ERROR SUMMARY: 0 errors" "$dir/vg.log"; then
    echo "ok $n - cairn-cli $*"
  else
    echo "not ok $n - cairn-cli $*: status $got (wanted $want)"
    sed 's/^/# /' "$dir/vg.log" | head -40
    failed=1
  fi
}

run 0 search -m verified -d 5 -r 3
run 0 compare -p ...O.X... -t x -d 3 -r 1
run 0 trace --json -m null -d 3 -r 1
run 0 sweep --depths 2-4 --reductions 1-2 --csv
run 0 sweep --depths 2-3 --reductions 1 --plot "$dir/study.svg"
run 0 find -d 3 -r 1 -m null -n 2 --scenarios "$dir/found"
for format in svg png pdf dot json; do
  run 0 export -m null -d 4 -r 1 -o "$dir/tree.$format"
done
run 0 export -p ...O.X... -t x -d 3 -r 1 --compare plain,null --at-event 50 -o "$dir/both.png"
run 0 compare -p "3k4/8/4P3/5K2/8/8/8/8 w - - 0 1" -d 5 -r 1
for format in png dot json; do
  run 0 export -p "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1" -m null -d 3 -r 1 -o "$dir/pawns.$format"
done
run 0 suite "$here/data/suite-kp.epd" -c plain,verified:2 -d 4 --json --plot "$dir/suite.png"
run 0 suite "$here/data/suite-kp.epd" -c null:1 -d 3 --csv -o "$dir/suite.csv"
printf '8/8/8/3k4/8/4K3/4P3/8 w - - bm Kf4; id "open\n' >"$dir/bad.epd"
run 2 suite "$dir/bad.epd"
run 2 search -p "8/8/8/4k3/8/8/4P3/3XK3 w - - 0 1"
run 0 perft "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1" 2 --divide
run 2 perft "4k3/8/8/8/8/8/8/4K3 w KQ -" 2
run 2 search -d 10
run 2 export -o "$dir/tree.gif"
run 1 export -o "$dir/missing/tree.svg"
run 1 search --scenario "$dir/missing.cairn"

echo "1..$n"
exit $failed
