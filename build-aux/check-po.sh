#!/bin/sh
# check-po.sh MSGFMT-PATH LL.po [XGETTEXT-PATH MSGMERGE-PATH SOURCE-ROOT]
# — a translation must be complete.
#
# Runs `msgfmt --check --statistics`: fails on any format or header error,
# and on any untranslated or fuzzy message.  With xgettext and msgmerge it
# also extracts every message of po/POTFILES.in (as i18n.gettext's glib
# preset does) and fails when LL.po lacks any: a string added to the code
# but never to LL.po would otherwise show in English, unseen by msgfmt.
# Exits 77 (skipped) when meson found no msgfmt.
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

[ -n "$3" ] && [ -n "$4" ] && [ -n "$5" ] || exit 0
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
cd "$5" || exit 1
"$3" --from-code=UTF-8 --add-comments \
  --keyword=_ --keyword=N_ --keyword=C_:1c,2 --keyword=NC_:1c,2 \
  --keyword=g_dcgettext:2 --keyword=g_dngettext:2,3 --keyword=g_dpgettext2:2c,3 --keyword=N_PLURAL:1,2 \
  --flag=N_PLURAL:1:c-format --flag=N_PLURAL:2:c-format \
  --flag=N_:1:pass-c-format --flag=C_:2:pass-c-format --flag=NC_:2:pass-c-format \
  --flag=g_dngettext:2:pass-c-format --flag=g_strdup_printf:1:c-format \
  --flag=g_string_printf:2:c-format --flag=g_string_append_printf:2:c-format \
  --flag=g_error_new:3:c-format --flag=g_set_error:4:c-format \
  -D . -f po/POTFILES.in -o "$tmp/all.pot" || exit 1
"$4" --quiet --no-fuzzy-matching "$2" "$tmp/all.pot" -o "$tmp/merged.po" || exit 1
# One line a message (--no-wrap); the header is the only empty msgid.
missing=$(msgattrib --untranslated --no-obsolete --no-wrap "$tmp/merged.po" | grep '^msgid ' | grep -v '^msgid ""$')
if [ -n "$missing" ]; then
  printf '%s lacks messages the sources use:\n%s\n' "$(basename "$2")" "$missing" >&2
  exit 1
fi
echo "every message of po/POTFILES.in is translated"
exit 0
