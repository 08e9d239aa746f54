#!/bin/sh
# check-resume.sh — a find run killed (SIGKILL) once some records are
# flushed, then resumed, ends with the same file as a run never stopped;
# a suite file cut mid-line resumes alike; bad --shard and --resume input
# and bad shard files are refused with exit 2, one line naming the
# problem, nothing on stdout and the file left as it was.
set -u
cli=${CAIRN_CLI:?}
here=$(dirname "$0")
. "$here/tap.sh"
top=$(mktemp -d)
trap 'rm -rf "$top"' EXIT
epd="$here/../../data/suite-kp.epd"
same () { cmp -s "$1" "$2"; }
lines () { if [ -f "$1" ]; then wc -l < "$1" | tr -d ' '; else echo 0; fi; }

# The run to kill: long enough that some records come out well before
# the end (186 lines in all).
set -- find -d 1-7 -r 1-3
"$cli" "$@" --jsonl > "$top/whole.jsonl"
"$cli" "$@" --resume "$top/part.jsonl" &
pid=$!
tries=0
while [ "$(lines "$top/part.jsonl")" -lt 12 ] && [ $tries -lt 600 ]; do
  sleep 0.02; tries=$((tries + 1))
done
kill -KILL $pid 2>/dev/null
wait $pid 2>/dev/null
got=$(lines "$top/part.jsonl")
total=$(lines "$top/whole.jsonl")
ok "find: killed after $got of $total lines, before the end" [ "$got" -ge 12 ] && [ "$got" -lt "$total" ]
ok "find: what the killed run flushed is the start of the whole" \
  sh -c "head -n $got '$top/whole.jsonl' | cmp -s - '$top/part.jsonl'"
"$cli" "$@" --resume "$top/part.jsonl" > "$top/resume.out"
ok "find: the resumed run exits 0 and prints nothing" [ $? -eq 0 ] && [ ! -s "$top/resume.out" ]
ok "find: killed and resumed, the file is the uninterrupted run's" same "$top/whole.jsonl" "$top/part.jsonl"
"$cli" "$@" --resume "$top/part.jsonl"
ok "find: resuming a finished file adds nothing" same "$top/whole.jsonl" "$top/part.jsonl"
"$cli" "$@" -n 0 > "$top/whole.txt"
"$cli" merge "$top/part.jsonl" -- -n 0 > "$top/merged.txt"
sed '1s/ in [0-9.]* s$//' "$top/whole.txt" > "$top/a"; sed '1s/ in [0-9.]* s$//' "$top/merged.txt" > "$top/b"
ok "find: the resumed file merges to the unsharded report, byte for byte past the time" same "$top/a" "$top/b"

# A suite file cut in the middle of a line, as a kill during a write
# leaves it: the cut line is dropped and run again.
"$cli" suite -d 4 "$epd" --shard 2/3 > "$top/suite.jsonl"
head -n 3 "$top/suite.jsonl" > "$top/suite-part.jsonl"
sed -n 4p "$top/suite.jsonl" | cut -c1-20 | tr -d '\n' >> "$top/suite-part.jsonl"
"$cli" suite -d 4 "$epd" --shard 2/3 --resume "$top/suite-part.jsonl"
ok "suite: a line cut by a kill is run again; the file is the whole run's" same "$top/suite.jsonl" "$top/suite-part.jsonl"
"$cli" suite -d 4 "$epd" --resume "$top/fresh.jsonl"
"$cli" suite -d 4 "$epd" --jsonl > "$top/fresh-want.jsonl"
ok "suite: --resume of a missing file starts it" same "$top/fresh-want.jsonl" "$top/fresh.jsonl"

# Refused: exit 2, one line on stderr naming the problem, nothing on
# stdout, a --resume file untouched.
refused () {  # description, message part, file that must stay as it is (or -), command…
  desc=$1; part=$2; keep=$3; shift 3
  [ "$keep" = - ] || cp "$keep" "$top/before"
  "$@" > "$top/out" 2> "$top/err"
  status=$?
  n=$((n + 1))
  if [ $status -eq 2 ] && [ ! -s "$top/out" ] && grep -qF -- "$part" "$top/err" &&
     [ "$(lines "$top/err")" = 1 ] && { [ "$keep" = - ] || cmp -s "$keep" "$top/before"; }; then
    echo "ok $n - $desc"
  else
    echo "not ok $n - $desc: status $status, stderr: $(cat "$top/err"), stdout: $(head -c 200 "$top/out")"
    failed=1
  fi
}

refused "--shard 4/3: K above N" "Invalid --shard “4/3”: K must be from 1 to 3" - "$cli" find -d 1 --shard 4/3
refused "--shard 0/0" "Invalid --shard “0/0”: N, the number of shards, must be from 1" - "$cli" find -d 1 --shard 0/0
refused "--shard 0/3" "Invalid --shard “0/3”: K must be from 1 to 3" - "$cli" suite "$epd" --shard 0/3
refused "--shard two/3" "Invalid --shard “two/3”: use K/N" - "$cli" find -d 1 --shard two/3
refused "--shard 1/3/5" "Invalid --shard “1/3/5”: use K/N" - "$cli" find -d 1 --shard 1/3/5

sed '5s/.*/{"unit":4,"positions":oops}/' "$top/whole.jsonl" > "$top/corrupt.jsonl"
refused "--resume of a file with a corrupt line" "corrupt.jsonl” line 5 is not a record: not valid JSON" \
  "$top/corrupt.jsonl" "$cli" "$@" --resume "$top/corrupt.jsonl"
refused "merge of a file with a corrupt line" "corrupt.jsonl” line 5 is not a record" - "$cli" merge "$top/corrupt.jsonl"
sed '5s/"unit":[0-9]*/"unit":999/' "$top/whole.jsonl" > "$top/far.jsonl"
refused "a record of a unit out of range" "far.jsonl” line 5 is not a record: it has no “unit” from 0 to 184" \
  - "$cli" merge "$top/far.jsonl"
refused "--resume with other options" "it holds the records of “cairn-cli find -d 1-7 -r 1-3”, other work" \
  "$top/part.jsonl" "$cli" find -d 1-6 -r 1-3 --resume "$top/part.jsonl"
refused "--resume of another command's file" "it holds the records of “cairn-cli find -d 1-7 -r 1-3”" \
  "$top/part.jsonl" "$cli" suite -d 4 "$epd" --resume "$top/part.jsonl"
refused "--resume of another shard's file" "it holds shard 2/3, not 1/3" \
  "$top/suite.jsonl" "$cli" suite -d 4 "$epd" --shard 1/3 --resume "$top/suite.jsonl"
echo 'not json at all' > "$top/junk.jsonl"
refused "--resume of a file that is no shard file" "junk.jsonl” does not start with a cairn-cli JSONL header" \
  "$top/junk.jsonl" "$cli" "$@" --resume "$top/junk.jsonl"
refused "merge without every shard" "Shard 1/3 is missing" - "$cli" merge "$top/suite.jsonl"
"$cli" suite -d 4 "$epd" --shard 1/3 > "$top/s1.jsonl"
head -n 3 "$top/s1.jsonl" > "$top/s1-part.jsonl"
"$cli" suite -d 4 "$epd" --shard 3/3 > "$top/s3.jsonl"
refused "merge of a shard that was stopped" "s1-part.jsonl” (shard 1/3) holds 2 of its 6 records" - \
  "$cli" merge "$top/s1-part.jsonl" "$top/suite.jsonl" "$top/s3.jsonl"
"$cli" suite -d 3 "$epd" --shard 3/3 > "$top/other3.jsonl"
refused "merge of shards of two runs" "give the shards of one run" - \
  "$cli" merge "$top/s1.jsonl" "$top/suite.jsonl" "$top/other3.jsonl"
refused "merge of one shard twice" "Shard 1/3 is given twice" - "$cli" merge "$top/s1.jsonl" "$top/s1.jsonl"
refused "merge of nothing" "Missing the shard files" - "$cli" merge
finish
