#!/usr/bin/env bash
# Renders every picture of `make screenshots` twice, into two temporary
# directories, and compares them byte by byte: a picture that differs from
# one run to the next fails the check (a refactor is shown to change
# nothing by pictures identical to the byte). Then says which pictures of
# docs/ differ from the ones rendered now (stale pictures: not a failure).
#
#   scripts/screenshots-check.sh      (make screenshots-check)
#
# The commands are the Makefile's own (make -n screenshots), with -out in
# the temporary directory and the game built once.
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ -z "${SHOTS_INNER:-}" ]]; then
	tmp=$(mktemp -d)
	trap 'rm -rf "$tmp"' EXIT
	go build -o "$tmp/sabot" .
	go test -c -tags display -o "$tmp/dealerdrill.test" ./scenes/dealerdrill/
	SHOTS_INNER=1 SHOTS_TMP="$tmp" xvfb-run -a -s "-screen 0 1920x1200x24" "$0"
	exit
fi

tmp=$SHOTS_TMP
# The screenshot lines, as "ARGS... -out docs/NAME.png".
mapfile -t shots < <(make -n screenshots | sed -n 's/.* go run \. screenshot \(.*\)$/\1/p')
if [[ ${#shots[@]} -eq 0 ]]; then
	echo "screenshots-check: no screenshot line in make -n screenshots" >&2
	exit 1
fi

# render DIR: every picture into DIR.
render() {
	local dir=$1 line
	mkdir -p "$dir/.dealerdrill"
	for line in "${shots[@]}"; do
		eval "set -- $line"
		local args=() out=""
		while [[ $# -gt 0 ]]; do
			if [[ $1 == -out ]]; then
				out=$2
				shift 2
				continue
			fi
			args+=("$1")
			shift
		done
		# (the exam's report is written beside its picture, compared too)
		"$tmp/sabot" screenshot "${args[@]}" -out "$dir/$(basename "$out")" >/dev/null
	done
	(cd scenes/dealerdrill && DDRILL_SHOTS="$dir/.dealerdrill" "$tmp/dealerdrill.test" -test.count=1 -test.run Shots >/dev/null)
	cp "$dir/.dealerdrill/payout-wrong-es.png" "$dir/dealerdrill-payout.png"
	cp "$dir/.dealerdrill/order-wrong-it.png" "$dir/dealerdrill-procedure.png"
	rm -rf "$dir/.dealerdrill"
}

start=$(date +%s)
render "$tmp/a"
render "$tmp/b"
n=$(ls "$tmp/a" | wc -l)
fail=0
for f in "$tmp"/a/*; do
	name=$(basename "$f")
	if ! cmp -s "$f" "$tmp/b/$name"; then
		echo "DIFFERS between two runs: $name"
		fail=1
	fi
done
stale=()
for f in "$tmp"/a/*; do
	name=$(basename "$f")
	if ! cmp -s "$f" "docs/$name"; then
		stale+=("$name")
	fi
done
if [[ ${#stale[@]} -gt 0 ]]; then
	echo "differ from docs/ (render them again with make screenshots): ${stale[*]}"
fi
echo "screenshots-check: $n files rendered twice in $(($(date +%s) - start)) s"
if [[ $fail -ne 0 ]]; then
	echo "screenshots-check: FAIL: a picture is not the same from one run to the next"
	exit 1
fi
echo "screenshots-check: ok, every file identical to the byte"
