#!/bin/sh
# check-bad-positions.sh CAIRN-CLI — every kind of impossible chess
# position, and bad EPD syntax (FEN counters too), is refused by `search -p`, `suite FILE.epd`,
# `find --positions FILE` and a scenario file (`search --scenario`) alike:
# exit status 2, one line on stderr naming the file's line and the reason,
# nothing on stdout, and no report file left behind by `suite -o`.
cli=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export LANGUAGE=C LC_ALL=C.UTF-8
status=0
good='8/8/8/4k3/8/8/4P3/4K3 w - -'

# FEN (four fields) | what the message must say
cases='r3k2r/8/8/8/8/8/8/R3K1R1 w KQkq -|the castling right K needs a White rook on h1
r3k2r/8/8/8/8/8/8/R3K2R w KQkqK -|“KQkqK” is not a castling field
4k3/8/8/8/8/8/8/4K3 w - e6|the en-passant square e6 needs a Black pawn on e5
4k3/8/8/8/4P3/8/8/4K3 w - e3|the en-passant square e3 is not possible with White to move
4K3/8/8/8/R3P2k/8/8/8 b - e3|with that pawn back there Black would be in check with White to move
4k3/pppppppp/p7/8/8/8/8/4K3 w - -|Black has 9 pawns; each side may have at most 8
4k3/8/8/8/8/8/8/P3K3 w - -|a White pawn stands on a1
3pk3/8/8/8/8/8/8/4K3 w - -|a Black pawn stands on d8
8/8/8/8/8/8/3kK3/8 w - -|the kings on e2 and d2 stand next to each other
4k3/4R3/8/8/8/8/8/4K3 w - -|Black is in check but White is to move'

expect () { # WHAT STATUS STDOUT-FILE STDERR-FILE MESSAGE...
  what=$1 got=$2 out=$3 err=$4
  shift 4
  if [ "$got" != 2 ]; then
    echo "not ok: $what: exit status $got, not 2"; status=1; return
  fi
  if [ -s "$out" ]; then
    echo "not ok: $what: printed on stdout: $(head -c 200 "$out")"; status=1; return
  fi
  if [ "$(wc -l < "$err")" != 1 ]; then
    echo "not ok: $what: not one line on stderr: $(cat "$err")"; status=1; return
  fi
  for want in "$@"; do
    if ! grep -qF -- "$want" "$err"; then
      echo "not ok: $what: “$want” not in: $(cat "$err")"; status=1; return
    fi
  done
  echo "ok: $what"
}

printf '%s\n' "$cases" | while IFS='|' read -r fen reason; do
  "$cli" search -p "$fen 0 1" -d 2 > "$tmp/out" 2> "$tmp/err"
  expect "search -p $fen" $? "$tmp/out" "$tmp/err" "$reason"

  printf '%s bm Kd2;\n%s bm Kd2; id "bad";\n' "$good" "$fen" > "$tmp/s.epd"
  "$cli" suite "$tmp/s.epd" -d 2 -c plain -o "$tmp/report.txt" > "$tmp/out" 2> "$tmp/err"
  expect "suite, line 2: $fen" $? "$tmp/out" "$tmp/err" "Line 2 of" "$reason"
  if [ -e "$tmp/report.txt" ]; then
    echo "not ok: suite left a report behind for $fen"; status=1
  fi

  printf '# positions\n%s 0 1\n\n%s 0 1\n' "$good" "$fen" > "$tmp/f.txt"
  "$cli" find --positions "$tmp/f.txt" -d 3 > "$tmp/out" 2> "$tmp/err"
  expect "find, line 4: $fen" $? "$tmp/out" "$tmp/err" "line 4 of" "$reason"

  printf '# a scenario\n[Cairn Scenario]\ngame=chess\nposition=%s 0 1\ndepth=2\nreduction=2\n' "$fen" > "$tmp/s.cairn"
  "$cli" search --scenario "$tmp/s.cairn" > "$tmp/out" 2> "$tmp/err"
  expect "scenario, line 4: $fen" $? "$tmp/out" "$tmp/err" "Line 4: bad value for “position”" "$reason"
  [ $status = 0 ] || exit 1
done || status=1

# Whole FENs (fields, counters) through search -p and a scenario file.
fens='8/8/8/4k3/8/8/4P3/4K3 w - - 0 1 2|unexpected “2” after the move counters
8/8/8/4k3/8/8/4P3/4K3 w - - 0|the halfmove clock (fifth field) “0” has no fullmove number after it
8/8/8/4k3/8/8/4P3/4K3 w -|the en-passant field is missing
8/8/8/4k3/8/8/4P3/4K3 w|the castling field is missing
8/8/8/4k3/8/8/4P3/4K3|the side to move is missing
8/8/8/4k3/8/8/4P3 w - - 0 1|the placement has 7 ranks
8/8/8/4k3/8/8/4P3/4K3 w - - x 1|the halfmove clock (fifth field) “x” is not a number
8/8/8/4k3/8/8/4P3/4K3 w - - 65536 1|the halfmove clock (fifth field) “65536” is not a number
8/8/8/4k3/8/8/4P3/4K3 w - - 0 -1|the fullmove number (sixth field) “-1” is not a number
8/8/8/4k3/8/8/4P3/4K3 w - - 0 1.5|the fullmove number (sixth field) “1.5” is not a number'
printf '%s\n' "$fens" | while IFS='|' read -r fen reason; do
  "$cli" search -p "$fen" -d 2 > "$tmp/out" 2> "$tmp/err"
  expect "search -p $fen" $? "$tmp/out" "$tmp/err" "$reason"
  printf '[Cairn Scenario]\ngame=chess\ndepth=2\nposition=%s\nreduction=2\n' "$fen" > "$tmp/s.cairn"
  "$cli" search --scenario "$tmp/s.cairn" > "$tmp/out" 2> "$tmp/err"
  expect "scenario, line 4: $fen" $? "$tmp/out" "$tmp/err" "Line 4: bad value for “position”" "$reason"
  [ $status = 0 ] || exit 1
done || status=1

# EPD syntax: an opcode that is not one, an operation without its ";",
# FEN counters after the four fields that are not two in range.
for bad in "9op 1;|“9op” is not an opcode" "bm Kd2 id \"x\";|bm move “id” is not legal" "id \"open;|has no closing quote" \
           "0 bm Kd2;|the halfmove clock (fifth field) “0” has no fullmove number after it" \
           "-1 1 bm Kd2;|the halfmove clock (fifth field) “-1” is not a number from 0 to 65535" \
           "0 70000 bm Kd2;|the fullmove number (sixth field) “70000” is not a number from 0 to 65535" \
           "0 1 hmvc 3; bm Kd2;|the halfmove clock is given twice, “0” after the four FEN fields and “3” by hmvc"; do
  ops=${bad%%|*} reason=${bad#*|}
  printf '%s bm Kd2;\n%s %s\n' "$good" "$good" "$ops" > "$tmp/s.epd"
  "$cli" suite "$tmp/s.epd" -d 2 -c plain -o "$tmp/report.txt" > "$tmp/out" 2> "$tmp/err"
  expect "suite, line 2: $ops" $? "$tmp/out" "$tmp/err" "Line 2 of" "$reason"
  [ -e "$tmp/report.txt" ] && { echo "not ok: suite left a report behind for $ops"; status=1; }
  "$cli" find --positions "$tmp/s.epd" -d 3 > "$tmp/out" 2> "$tmp/err"
  expect "find, line 2: $ops" $? "$tmp/out" "$tmp/err" "Line 2 of" "$reason"
done

# ... and the counters, in range, are read by both.
printf '%s 0 1 bm Kd2; id "a";\n%s 12 40 bm Kd2;\n' "$good" "$good" > "$tmp/s.epd"
if "$cli" suite "$tmp/s.epd" -d 2 -c plain > "$tmp/out" 2> "$tmp/err" && [ ! -s "$tmp/err" ]; then
  echo "ok: suite reads FEN counters after the four fields"
else
  echo "not ok: suite with FEN counters: $(cat "$tmp/err")"; status=1
fi
"$cli" find --json --positions "$tmp/s.epd" -d 3 > "$tmp/out" 2> "$tmp/err"
if grep -qF '"positions":2,' "$tmp/out"; then
  echo "ok: find --positions reads FEN counters after the four fields"
else
  echo "not ok: find --positions with FEN counters: $(cat "$tmp/out" "$tmp/err")"; status=1
fi
exit $status
