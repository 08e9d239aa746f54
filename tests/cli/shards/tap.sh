# tap.sh — the TAP helpers of the shard and progress checks (sourced).
n=0
failed=0

ok () {  # description, then a command whose success is the check
  desc=$1; shift
  n=$((n + 1))
  if "$@"; then
    echo "ok $n - $desc"
  else
    echo "not ok $n - $desc"
    failed=1
  fi
}

finish () {
  echo "1..$n"
  exit $failed
}
