#!/usr/bin/env bash
# The figures of docs/PERFORMANCE.md, "Light on the machine": Sabot beside a
# bare Ebitengine window (testdata/bare), under one Xvfb, with ALSA on the
# null device (sound on). For each: the time from exec to the first Draw,
# the CPU time (user + system) over 10 s once the moment is reached and
# nothing moves, the live Go heap after a collection, and the peak RSS.
# "bare second" is the floor of a clock's frame: the bare window asking
# for one frame a second and drawing a clock-sized rectangle alone
# (testdata/bare second), what one shown frame a second costs Ebitengine
# itself. The game says how many frames it drew in the 10 s (frames).
#
#   scripts/perf.sh [RUNS]          RUNS of each (default 3), medians printed
#   SABOT_BIN=/tmp/old scripts/perf.sh   the same figures for another build
#
# The game is driven to its moments by SABOT_PERF (scenes/perf.go): menu,
# bet (the first table waiting for a bet), decision (a bet placed, the
# user's decision awaited), then each of SCREENS (every other screen, left
# alone once it settles: its idle CPU beside the bare window's; SCREENS=
# measures none of them). SABOT_PERF_HEAP=FILE writes a heap profile too.
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${1:-3}
IDLE=${IDLE:-10}
SCREENS=${SCREENS-settings rules history progress chart drills drill-question counting course lesson why school school-punto exam dealer-drills dealer-drill-question school-progress}

if [[ -z "${PERF_INNER:-}" ]]; then
	tmp=$(mktemp -d)
	trap 'rm -rf "$tmp"' EXIT
	if [[ -n "${SABOT_BIN:-}" ]]; then
		cp "$SABOT_BIN" "$tmp/sabot" # another build of the game, e.g. main's
	else
		go build -o "$tmp/sabot" .
	fi
	go build -o "$tmp/bare" ./testdata/bare
	PERF_INNER=1 PERF_BIN="$tmp" xvfb-run -a -s "-screen 0 1920x1200x24" "$0" "$RUNS"
	exit
fi

hz=$(getconf CLK_TCK)
asound="$PWD/scripts/asound-null.conf"

# cpu PID: the process's user + system time in clock ticks.
cpu() { awk '{print $14 + $15}' "/proc/$1/stat"; }

# one NAME GOAL CMD...: runs CMD to GOAL and prints "NAME GOAL first-ms
# first-cpu-ms idle-cpu-s heap-MB rss-MB frames".
one() {
	local name=$1 goal=$2
	shift 2
	local home log pid t0 first fcpu c0 c1 heap rss frames
	home=$(mktemp -d)
	log="$home/log"
	t0=$(date +%s%N)
	HOME="$home" XDG_CONFIG_HOME="$home/config" LANG=en_US.UTF-8 LC_ALL= \
		SABOT_PERF="$goal" SABOT_SEED=2 ALSA_CONFIG_PATH="$asound" "$@" 2>"$log" &
	pid=$!
	for _ in $(seq 600); do
		grep -q "perf ready" "$log" 2>/dev/null && break
		sleep 0.1
	done
	first=$(awk '/perf first-draw / {print $3}' "$log")
	fcpu=$(awk '/perf first-draw-cpu/ {print $3}' "$log")
	sleep 2
	c0=$(cpu "$pid")
	sleep "$IDLE"
	c1=$(cpu "$pid")
	heap=$(awk '/perf heap-live/ {printf "%.1f", $3 / 1048576}' "$log")
	rss=$(awk '/VmHWM/ {printf "%.0f", $2 / 1024}' "/proc/$pid/status")
	for _ in $(seq 20); do
		grep -q "perf draws" "$log" 2>/dev/null && break
		[[ $name == bare ]] && break
		sleep 0.1
	done
	frames=$(awk '/perf draws/ {print $3}' "$log")
	kill "$pid"
	wait "$pid" 2>/dev/null || true
	rm -rf "$home"
	printf '%s %s %d %s %.2f %s %s %s\n' "$name" "$goal" $(((first - t0) / 1000000)) "$fcpu" \
		"$(echo "($c1 - $c0) / $hz" | bc -l)" "${heap:--}" "$rss" "${frames:--}"
}

median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

results=$(
	for _ in $(seq "$RUNS"); do
		one bare menu "$PERF_BIN/bare"
		one bare second "$PERF_BIN/bare" second
		one sabot menu "$PERF_BIN/sabot"
		one sabot bet "$PERF_BIN/sabot"
		one sabot decision "$PERF_BIN/sabot"
		for screen in $SCREENS; do
			one sabot "$screen" "$PERF_BIN/sabot"
		done
	done
)
echo "$results" | sed 's/^/# /'
printf '%-6s %-15s %10s %14s %14s %9s %9s %9s %9s\n' program moment "first ms" "first CPU ms" "CPU s/${IDLE}s" "CPU s/s" "heap MB" "RSS MB" frames
for key in "bare menu" "bare second" "sabot menu" "sabot bet" "sabot decision" $(for s in $SCREENS; do echo "sabot:$s"; done); do
	key=${key/:/ }
	rows=$(echo "$results" | grep "^$key ")
	col() { echo "$rows" | awk -v c="$1" '{print $c}' | median; }
	printf '%-6s %-15s %10s %14s %14s %9.4f %9s %9s %9s\n' $key "$(col 3)" "$(col 4)" "$(col 5)" "$(echo "$(col 5) / $IDLE" | bc -l)" "$(col 6)" "$(col 7)" "$(col 8)"
done
