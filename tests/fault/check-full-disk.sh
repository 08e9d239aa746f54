#!/bin/sh
# check-full-disk.sh — exports, charts and scenario files on a full disk,
# a read-only file system and a missing folder: exit 1 with the path and
# the reason, nothing half-written left behind, an existing file intact.
# Needs to mount small tmpfs file systems (root); otherwise skipped (77).
set -u
cli=${CAIRN_CLI:?}
top=$(mktemp -d)
n=0
failed=0

cleanup () {
  umount "$top/full" "$top/ro" "$top/keep" 2>/dev/null
  rm -rf "$top"
}
trap cleanup EXIT

mkdir "$top/full" "$top/ro" "$top/keep" "$top/parent"
if ! mount -t tmpfs -o size=64k tmpfs "$top/full" 2>/dev/null ||
   ! mount -t tmpfs -o ro,size=64k tmpfs "$top/ro" 2>/dev/null ||
   ! mount -t tmpfs -o size=64k tmpfs "$top/keep" 2>/dev/null; then
  echo "1..0 # SKIP cannot mount tmpfs (needs root)"
  exit 77
fi
# Fill the disk to the last block.
dd if=/dev/zero of="$top/full/filler" bs=1k count=128 2>/dev/null

check () {  # description, expected status, message part, folder, command...
  desc=$1; want=$2; part=$3; folder=$4; shift 4
  n=$((n + 1))
  err=$("$@" 2>&1 >/dev/null)
  got=$?
  leftovers=$(ls -A "$folder" 2>/dev/null | grep -v '^filler$')
  if [ "$got" = "$want" ] && printf '%s' "$err" | grep -qF -- "$part" && [ -z "$leftovers" ] &&
     [ "$(printf '%s\n' "$err" | wc -l)" = 1 ]; then
    echo "ok $n - $desc"
  else
    echo "not ok $n - $desc: status $got, message “$err”, left: $leftovers"
    failed=1
  fi
}

for format in svg png pdf dot json; do
  check "export $format to a full disk" 1 "“$top/full/tree.$format”: No space left on device" "$top/full" \
    "$cli" export -m null -d 5 -r 3 -o "$top/full/tree.$format"
  check "export $format to a read-only file system" 1 "“$top/ro/tree.$format”: Read-only file system" "$top/ro" \
    "$cli" export -m null -d 5 -r 3 -o "$top/ro/tree.$format"
  check "export $format to a missing folder" 1 "“$top/parent/missing/tree.$format”: No such file or directory" "$top/parent" \
    "$cli" export -m null -d 5 -r 3 -o "$top/parent/missing/tree.$format"
done

for format in png svg pdf; do
  check "sweep chart $format to a full disk" 1 "$top/full/study.$format" "$top/full" \
    "$cli" sweep --depths 2-3 --reductions 1 --plot "$top/full/study.$format"
done

suite=$(dirname "$0")/../data/suite-kp.epd
for format in png svg pdf; do
  check "suite chart $format to a full disk" 1 "$top/full/suite.$format" "$top/full" \
    "$cli" suite -c plain -d 2 --plot "$top/full/suite.$format" "$suite"
done
check "suite report to a full disk" 1 "“$top/full/suite.json”: No space left on device" "$top/full" \
  "$cli" suite -c plain -d 2 --json -o "$top/full/suite.json" "$suite"
check "suite report to a read-only file system" 1 "“$top/ro/suite.csv”: Read-only file system" "$top/ro" \
  "$cli" suite -c plain -d 2 --csv -o "$top/ro/suite.csv" "$suite"

# A scenario saved over an existing file on a full disk: the save fails
# and the old file survives whole (atomic replace).
printf 'old scenario\n' > "$top/keep/001-null-d3-r1.cairn"
dd if=/dev/zero of="$top/keep/filler" bs=1k count=128 2>/dev/null
n=$((n + 1))
err=$("$cli" find -d 3 -r 1 -m null -n 1 --scenarios "$top/keep" 2>&1 >/dev/null)
got=$?
if [ "$got" = 1 ] && printf '%s' "$err" | grep -qF "Cannot save scenario “$top/keep/001-null-d3-r1.cairn”: No space left on device" &&
   [ "$(cat "$top/keep/001-null-d3-r1.cairn")" = "old scenario" ] &&
   [ -z "$(ls -A "$top/keep" | grep -v -e '^filler$' -e '^001-null-d3-r1\.cairn$')" ]; then
  echo "ok $n - a failed scenario save keeps the old file"
else
  echo "not ok $n - a failed scenario save keeps the old file: status $got, “$err”, now: $(cat "$top/keep/001-null-d3-r1.cairn")"
  failed=1
fi

echo "1..$n"
exit $failed
