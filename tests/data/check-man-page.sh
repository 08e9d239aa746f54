#!/bin/sh
# check-man-page.sh CAIRN-CLI MAN-PAGE [MAN-PAGE…] — every long option that
# a cairn-cli command lists in its --help is documented in the first man
# page, in that command's section (COMMAND OPTIONS) or, for the commands
# that take them, in COMMON OPTIONS; and the NAME line of every page names
# both games.
cli=$1
man=$2
status=0

for page in "$@"; do
  [ "$page" = "$cli" ] && continue
  name=$(sed -n '/^\.SH NAME/{n;p;}' "$page")
  case $name in
    # cairn-cli names Connect Four too; the window does not play it yet.
    *"tic-tac-toe"*"chess"*) echo "ok: NAME of $(basename "$page") names tic-tac-toe and chess" ;;
    *) echo "not ok: NAME of $(basename "$page") does not name tic-tac-toe and chess: $name"; status=1 ;;
  esac
done

# The man page as text, "\-" read as "-", one section heading per ".SH".
text=$(sed -e 's/\\-/-/g' -e 's/\\&//g' "$man")

section_of () {
  printf '%s\n' "$text" | awk -v a="$1" -v b="$2" '
    /^\.SH / { s = substr($0, 5); gsub(/"/, "", s); keep = (s == a || s == b); next }
    keep'
}

for cmd in search compare trace sweep find suite export; do
  upper=$(printf '%s' "$cmd" | tr '[:lower:]' '[:upper:]')
  case $cmd in find|suite) common="" ;; *) common="COMMON OPTIONS" ;; esac
  sections=$(section_of "$upper OPTIONS" "$common")
  if ! help=$(LANGUAGE= LC_ALL=C.UTF-8 "$cli" "$cmd" --help); then
    echo "not ok: cairn-cli $cmd --help failed"
    status=1
    continue
  fi
  options=$(printf '%s\n' "$help" | grep -o -- '--[a-z][a-z-]*' | sort -u)
  [ -n "$options" ] || { echo "not ok: cairn-cli $cmd --help lists no options"; status=1; }
  for opt in $options; do
    case $opt in --help | --help-all) continue ;; esac
    if printf '%s\n' "$sections" | grep -Eq -- "(^|[^a-z-])$opt([^a-z-]|\$)"; then
      echo "ok: $cmd $opt"
    else
      echo "not ok: cairn-cli $cmd $opt is missing from $(basename "$man") ($upper OPTIONS${common:+ or $common})"
      status=1
    fi
  done
done
exit $status
