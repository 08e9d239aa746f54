#!/bin/sh
# check-parallel.sh — find and suite split into 3 shards run by GNU
# parallel on this machine, joined by cairn-cli merge: the same bytes as
# one unsharded run, for the text (the time on find's first line aside),
# JSON, CSV and JSONL outputs.  Skipped (77) without GNU parallel.
set -u
cli=${CAIRN_CLI:?}
here=$(dirname "$0")
. "$here/tap.sh"
command -v parallel >/dev/null 2>&1 || { echo "1..0 # SKIP GNU parallel is not installed"; exit 77; }
parallel --version 2>/dev/null | grep -q 'GNU parallel' || { echo "1..0 # SKIP parallel is not GNU parallel"; exit 77; }
top=$(mktemp -d)
trap 'rm -rf "$top"' EXIT
export HOME="$top"   # parallel keeps its state in ~/.parallel
epd="$here/../../data/suite-kp.epd"

# The wall time ends find's first text line; two runs never share it.
untimed () { sed '1s/ in [0-9.]* s$/ in … s/' "$1"; }

# Runs "$@" as 3 shards with parallel into $top/NAME.{1,2,3}.jsonl.
shards () {
  name=$1; shift
  parallel --will-cite -j 3 "$cli" "$@" --shard '{}/3' '>' "$top/$name.{}.jsonl" ::: 1 2 3
}

same () { cmp -s "$1" "$2"; }

shards find-text find -d 1-5 -r 1-3 -n 0
"$cli" find -d 1-5 -r 1-3 -n 0 > "$top/whole.txt"
"$cli" merge "$top"/find-text.*.jsonl > "$top/merged.txt"
untimed "$top/whole.txt" > "$top/whole.untimed"
untimed "$top/merged.txt" > "$top/merged.untimed"
ok "find: 3 shards merged give the unsharded text" same "$top/whole.untimed" "$top/merged.untimed"
ok "find: the text is not empty" grep -q '^null ' "$top/whole.txt"

shards find-json find -d 1-5 -r 1-3 -n 0 --json
"$cli" find -d 1-5 -r 1-3 -n 0 --json > "$top/whole.json"
"$cli" merge "$top"/find-json.3.jsonl "$top"/find-json.1.jsonl "$top"/find-json.2.jsonl > "$top/merged.json"
ok "find: 3 shards merged (in any order) give the unsharded JSON" same "$top/whole.json" "$top/merged.json"
"$cli" find -d 1-5 -r 1-3 -n 0 --json --jsonl > "$top/whole.jsonl"
"$cli" merge --jsonl "$top"/find-json.*.jsonl > "$top/merged.jsonl"
ok "find: 3 shards merged give the unsharded JSONL" same "$top/whole.jsonl" "$top/merged.jsonl"
"$cli" merge "$top"/find-text.*.jsonl -- --json > "$top/merged2.json"
ok "find: options after -- choose the report (--json)" same "$top/whole.json" "$top/merged2.json"

shards chess find --material KPK --sample 60 -d 5 -r 1-2 -m null,guard --json
"$cli" find --material KPK --sample 60 -d 5 -r 1-2 -m null,guard --json > "$top/chess.json"
"$cli" merge "$top"/chess.*.jsonl > "$top/chess-merged.json"
ok "find over chess material: merged JSON is the unsharded JSON" same "$top/chess.json" "$top/chess-merged.json"

shards suite suite -d 4 "$epd"
"$cli" suite -d 4 "$epd" > "$top/suite.txt"
"$cli" merge "$top"/suite.*.jsonl > "$top/suite-merged.txt"
ok "suite: 3 shards merged give the unsharded text" same "$top/suite.txt" "$top/suite-merged.txt"
for format in json csv; do
  "$cli" suite -d 4 "$epd" --$format > "$top/suite.$format"
  "$cli" merge "$top"/suite.*.jsonl -- --$format > "$top/suite-merged.$format"
  ok "suite: 3 shards merged give the unsharded $format" same "$top/suite.$format" "$top/suite-merged.$format"
done
"$cli" suite -d 4 "$epd" --jsonl > "$top/suite-whole.jsonl"
"$cli" merge --jsonl "$top"/suite.*.jsonl > "$top/suite-merged.jsonl"
ok "suite: 3 shards merged give the unsharded JSONL" same "$top/suite-whole.jsonl" "$top/suite-merged.jsonl"
# Several depths and the paper's table: the same bytes merged.
shards paper suite --depths 3-5 --report paper "$epd"
"$cli" suite --depths 3-5 --report paper "$epd" > "$top/paper.txt"
"$cli" merge "$top"/paper.*.jsonl > "$top/paper-merged.txt"
ok "suite --depths 3-5 --report paper: 3 shards merged give the unsharded table" same "$top/paper.txt" "$top/paper-merged.txt"
"$cli" suite --depths 3-5 --report paper --csv "$epd" > "$top/paper.csv"
"$cli" merge "$top"/paper.*.jsonl -- --csv > "$top/paper-merged.csv"
ok "suite --depths 3-5 --report paper: merged CSV is the unsharded CSV" same "$top/paper.csv" "$top/paper-merged.csv"
# Each shard holds its own third: units 0, 3, 6… in shard 1.
ok "suite: shard 1/3 holds units 0, 3, 6, …" \
  sh -c "sed -n '2,4p' '$top/suite.1.jsonl' | cut -c1-11 | tr '\n' ' ' | grep -qx '{\"unit\":0,\" {\"unit\":3,\" {\"unit\":6,\" '"
finish
