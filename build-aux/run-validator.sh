#!/bin/sh
# run-validator.sh PROGRAM-PATH NAME ARGS… — a validator as a meson test.
#
# Exits 77 (skipped) when PROGRAM-PATH is empty, i.e. meson did not find the
# validator.  Fails on a non-zero exit status and also on any error (E:) or
# warning (W:) line: appstreamcli reports warnings with exit status 0.
if [ -z "$1" ]; then
  echo "$2 is not installed: skipped" >&2
  exit 77
fi
prog=$1
shift 2
out=$("$prog" "$@" 2>&1)
status=$?
[ -n "$out" ] && printf '%s\n' "$out"
[ "$status" -eq 0 ] || exit "$status"
if printf '%s\n' "$out" | grep -Eq '^(E|W): '; then
  exit 1
fi
exit 0
