#!/bin/sh
# check-kazakh-export.sh CAIRN-CLI LOCALEDIR — a figure exported under
# LANGUAGE=kk carries the Kazakh legend, title and caption as Cyrillic text.
#
# Cairo writes SVG text as glyph outlines, so the text is read back from the
# PDF export (pdftotext, from poppler-utils; skipped when missing).  The SVG
# is checked to differ from the English one and to hold glyphs.
cli=$1
export CAIRN_LOCALEDIR=$2 LC_ALL=C.UTF-8
status=0

tmp=$(mktemp -d "${TMPDIR:-/tmp}/cairn-kk.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT INT TERM

LANGUAGE=kk "$cli" export -p ...O.X... -t x -d 3 -r 1 --compare plain,null -o "$tmp/kk.pdf" || exit 1
LANGUAGE=kk "$cli" export -p ...O.X... -t x -d 3 -r 1 --compare plain,null -o "$tmp/kk.svg" || exit 1
LANGUAGE= "$cli" export -p ...O.X... -t x -d 3 -r 1 --compare plain,null -o "$tmp/en.svg" || exit 1

if cmp -s "$tmp/kk.svg" "$tmp/en.svg"; then
  echo "not ok: the Kazakh SVG is the English one"
  status=1
elif grep -q '<symbol' "$tmp/kk.svg" || grep -q '<glyph' "$tmp/kk.svg"; then
  echo "ok: the Kazakh SVG differs from the English one and holds glyphs"
else
  echo "not ok: the Kazakh SVG holds no glyphs"
  status=1
fi

if ! command -v pdftotext >/dev/null; then
  echo "pdftotext (poppler-utils) is not installed: the PDF text is not checked" >&2
  [ $status -eq 0 ] && exit 77
  exit $status
fi
text=$(pdftotext -enc UTF-8 "$tmp/kk.pdf" - | tr '\n' ' ' | tr -s ' ')
for words in "нөлдік сынама" "негізгі нұсқа" "қарапайым α-β" "тереңдік шегі" "түйін"; do
  case $text in
    *"$words"*) echo "ok: the PDF says “$words”" ;;
    *) echo "not ok: the PDF lacks “$words”; its text: $text"; status=1 ;;
  esac
done
exit $status
