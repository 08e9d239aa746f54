#!/bin/sh
# check-no-leftovers.sh PROGRAM [ARG...] — runs a GUI test program and
# fails if any process it started (Xvfb, a D-Bus daemon, an autolaunched
# dbus-launch, anything) is still running once it has ended.
#
# Every descendant inherits the environment, daemons included, so a tag
# put there finds them all however they detached.
#
# SPDX-License-Identifier: GPL-3.0-or-later
set -u

tag="cairn-leftover-check-$$-$(date +%s%N)"
CAIRN_LEFTOVER_TAG=$tag "$@" >/dev/null 2>&1
status=$?
[ "$status" -eq 77 ] && exit 77
if [ "$status" -ne 0 ]; then
  echo "not ok: $* exited with status $status"
  exit 1
fi

tagged() {
  for environ in /proc/[0-9]*/environ; do
    # A process may end between the glob and the read: not an error.
    if { tr '\0' '\n' < "$environ"; } 2>/dev/null | grep -qx "CAIRN_LEFTOVER_TAG=$tag"; then
      pid=${environ#/proc/}
      pid=${pid%/environ}
      printf '%s %s\n' "$pid" "$({ tr '\0' ' ' < "/proc/$pid/cmdline"; } 2>/dev/null)"
    fi
  done
}

# Helpers are killed when the program exits (PR_SET_PDEATHSIG); the
# kernel delivers that signal asynchronously, so give them a moment to go.
i=0
while [ -n "$(tagged)" ] && [ "$i" -lt 50 ]; do
  sleep 0.1
  i=$((i + 1))
done
left=$(tagged)
if [ -n "$left" ]; then
  echo "not ok: processes left behind by $1:"
  echo "$left"
  exit 1
fi
echo "ok: $1 left no process behind"
