#!/bin/sh
# check-kazakh-cli.sh CAIRN-CLI LOCALEDIR — cairn-cli speaks Kazakh under
# LANGUAGE=kk: the compare table and its savings sentence, the thousands
# separator (a no-break space), option help and error messages.
cli=$1
export CAIRN_LOCALEDIR=$2 LANGUAGE=kk LC_ALL=C.UTF-8
status=0
nbsp=$(printf '\302\240')

check () {  # check NAME TEXT PATTERN…
  name=$1 text=$2
  shift 2
  for pattern in "$@"; do
    case $text in
      *"$pattern"*) ;;
      *) printf 'not ok: %s lacks “%s”:\n%s\n' "$name" "$pattern" "$text"; status=1; return ;;
    esac
  done
  echo "ok: $name"
}

out=$("$cli" compare -d 5 -r 3)
check "compare" "$out" "түйіндер" "нөлдік сынамалар" "қарапайым α-β" \
  "нөлдік қимыл режимі 984 аз түйін іздейді (қарапайым α-β режимімен салыстырғанда, −55.1%)" "1${nbsp}787"

out=$("$cli" compare -p ...O.X... -t x -d 3 -r 1)
check "compare: the pitfall warning" "$out" "ЕСКЕРТУ: ең жақсы қимылдар әртүрлі" "4-ұяшыққа" "0-ұяшыққа"

out=$("$cli" search -m verified -d 5 -r 3)
check "search" "$out" "растаулар" "расталған нөлдік қимыл"

out=$("$cli" trace -d 1 | head -n 3)
check "trace" "$out" "түбір" "ұяшыққа жүреді"

out=$("$cli" search --help)
check "search --help" "$out" "Тереңдік шегі, 1-ден 9-ға дейін" "--depth=N"

suite=$(dirname "$0")/suite-kp.epd
out=$("$cli" suite -c plain,null:2 "$suite")
check "suite" "$out" "жиынтығы: 4 позиция, тереңдік шегі 5" "шешілмеді" "6${nbsp}124" "түйіндер / plain" "тең" "теңдік сынақтарында 56"

bad=$(mktemp)
printf '# one line\n8/8/8/3k4/8/4K3/4P3/8 w - - bm Kf4\n' >"$bad"
out=$("$cli" suite "$bad" 2>&1)
rm -f "$bad"
check "suite: a bad line" "$out" "файлының 2-жолы: «bm» операциясы «;» белгісімен аяқталмайды"

out=$("$cli" --help)
check "--help" "$out" "Командалар:" "Бір іздеу жүргізу" "Айқыш-нөл, шахмат және «Төрт қатар»"

out=$("$cli" search -d 0 2>&1)
code=$?
check "error message" "$out" "Жарамсыз тереңдік шегі «0»: бүтін санды қолданыңыз, ең азы 1, ең көбі 9"
[ "$code" -eq 2 ] || { echo "not ok: exit status $code for a bad depth, not 2"; status=1; }
exit $status
