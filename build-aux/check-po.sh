#!/bin/sh
# check-po.sh MSGFMT-PATH LL.po — a translation must be complete.
#
# Runs `msgfmt --check --statistics`: fails on any format or header error,
# and on any untranslated or fuzzy message.  Exits 77 (skipped) when meson
# found no msgfmt.
if [ -z "$1" ]; then
  echo "msgfmt is not installed: skipped" >&2
  exit 77
fi
stats=$("$1" --check --statistics -o /dev/null "$2" 2>&1)
status=$?
printf '%s: %s\n' "$(basename "$2")" "$stats"
[ "$status" -eq 0 ] || exit "$status"
case $stats in
  *untranslated* | *fuzzy*) echo "incomplete translation" >&2; exit 1 ;;
esac
exit 0
