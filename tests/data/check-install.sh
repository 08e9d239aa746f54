#!/bin/sh
# check-install.sh BUILD-DIR PREFIX BINDIR DATADIR LOCALEDIR MANDIR GUI
#
# `meson install --destdir` into a temporary directory, then: every file is
# where GNOME expects it, and the installed cairn-cli runs (in English and,
# from the installed catalogue, in Kazakh).
build=$1 prefix=$2 bindir=$3 datadir=$4 localedir=$5 mandir=$6 gui=$7
app_id=io.github.cairn.Cairn
status=0

dest=$(mktemp -d "${TMPDIR:-/tmp}/cairn-install.XXXXXX") || exit 1
trap 'rm -rf "$dest"' EXIT INT TERM

# Relative install dirs are under the prefix.
under_prefix () {
  case $1 in /*) printf '%s%s' "$dest" "$1" ;; *) printf '%s%s/%s' "$dest" "$prefix" "$1" ;; esac
}
bin=$(under_prefix "$bindir")
data=$(under_prefix "$datadir")
locale=$(under_prefix "$localedir")
man=$(under_prefix "$mandir")

if ! meson install -C "$build" --destdir "$dest" --no-rebuild >"$dest.log" 2>&1; then
  cat "$dest.log"
  rm -f "$dest.log"
  echo "not ok: meson install failed"
  exit 1
fi
rm -f "$dest.log"

expect () {
  if [ -f "$1" ]; then
    echo "ok: ${1#"$dest"}"
  else
    echo "not ok: ${1#"$dest"} was not installed"
    status=1
  fi
}

expect "$bin/cairn-cli"
expect "$locale/kk/LC_MESSAGES/cairn.mo"
expect "$man/man1/cairn-cli.1"
expect "$data/cairn/suites/null-move.epd"
expect "$data/cairn/suites/wac.epd"
expect "$data/cairn/suites/bratko-kopec.epd"
if [ "$gui" = true ]; then
  expect "$bin/cairn"
  expect "$data/applications/$app_id.desktop"
  expect "$data/metainfo/$app_id.metainfo.xml"
  expect "$data/icons/hicolor/scalable/apps/$app_id.svg"
  expect "$data/icons/hicolor/symbolic/apps/$app_id-symbolic.svg"
  expect "$data/glib-2.0/schemas/$app_id.gschema.xml"
  expect "$man/man1/cairn.1"
  # The merged desktop file carries the Kazakh name.
  if grep -q '^Comment\[kk\]=' "$data/applications/$app_id.desktop" 2>/dev/null; then
    echo "ok: the desktop file has Comment[kk]"
  else
    echo "not ok: the installed desktop file has no Comment[kk]"
    status=1
  fi
fi

# The installed cairn-cli runs: the seed's 1,787 nodes.
out=$(LANGUAGE= LC_ALL=C.UTF-8 "$bin/cairn-cli" search --json 2>&1)
case $out in
  *'"nodes":1787'*) echo "ok: installed cairn-cli search --json: 1787 nodes" ;;
  *) echo "not ok: installed cairn-cli search --json printed: $out"; status=1 ;;
esac

# ... draws through cairn-cli-draw in libexec/cairn (cairn-cli itself
# loads no drawing library).
expect "$(under_prefix libexec)/cairn/cairn-cli-draw"
if LANGUAGE= LC_ALL=C.UTF-8 "$bin/cairn-cli" export -d 2 -o "$dest/tree.svg" >/dev/null 2>&1 &&
   grep -q '<svg' "$dest/tree.svg"; then
  echo "ok: installed cairn-cli export writes an SVG"
else
  echo "not ok: installed cairn-cli export -o tree.svg failed"
  status=1
fi

# ... starts a UCI engine through cairn-engine-launch in libexec/cairn.
expect "$(under_prefix libexec)/cairn/cairn-engine-launch"
good="$(cd "$(dirname "$0")/../engines" && pwd)/fake-good"
out=$(LANGUAGE= LC_ALL=C.UTF-8 "$bin/cairn-cli" search -d 1 -p '8/8/8/4k3/8/8/4P3/4K3 w - - 0 1' --engine "$good" 2>&1)
case $out in
  *'Fake good, depth 12'*) echo "ok: installed cairn-cli asks an engine" ;;
  *) echo "not ok: installed cairn-cli --engine fake-good printed: $out"; status=1 ;;
esac

# ... and speaks Kazakh from the installed catalogue.
out=$(CAIRN_LOCALEDIR="$locale" LANGUAGE=kk LC_ALL=C.UTF-8 "$bin/cairn-cli" compare 2>&1)
case $out in
  *'түйіндер'*'нөлдік қимыл'*) echo "ok: installed cairn-cli compare in Kazakh" ;;
  *) echo "not ok: installed cairn-cli compare under LANGUAGE=kk printed: $out"; status=1 ;;
esac
exit $status
