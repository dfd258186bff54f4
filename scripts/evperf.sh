#!/usr/bin/env bash
# The figures of docs/PERFORMANCE.md, "Analysis": `sabot ev -rules ID` as a
# whole process at each blackjack table, RUNS times each, the runs of the
# tables interleaved. For each table: the least wall-clock time and the least
# CPU time (user + system, from the child's rusage), then their medians.
#
#   scripts/evperf.sh [RUNS]             RUNS of each table (default 20)
#   SABOT_BIN=/tmp/old scripts/evperf.sh  the same figures for another build
#   GOMAXPROCS=1 scripts/evperf.sh       one core
#
# The load average before and after is printed: on a loaded machine the
# wall-clock figures mean little, the CPU figures a little more.
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${1:-20}
TABLES=${TABLES:-italian-classic italian-online argentine italian-shuffler}

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if [[ -n "${SABOT_BIN:-}" ]]; then
	cp "$SABOT_BIN" "$tmp/sabot"
else
	go build -o "$tmp/sabot" .
fi
echo "# $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg), GOMAXPROCS=${GOMAXPROCS:-unset}"
python3 - "$tmp/sabot" "$RUNS" $TABLES <<'EOF'
import os, subprocess, sys, time

binary, runs, tables = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
wall = {t: [] for t in tables}
cpu = {t: [] for t in tables}
with open(os.devnull, "wb") as null:
    for _ in range(runs):
        for t in tables:
            t0 = time.perf_counter()
            p = subprocess.Popen([binary, "ev", "-rules", t], stdout=null)
            _, status, ru = os.wait4(p.pid, 0)
            t1 = time.perf_counter()
            if status != 0:
                sys.exit(f"sabot ev -rules {t}: exit status {status}")
            wall[t].append(1000 * (t1 - t0))
            cpu[t].append(1000 * (ru.ru_utime + ru.ru_stime))

def median(xs):
    xs = sorted(xs)
    return xs[len(xs) // 2]

print(f"{'table':<18} {'wall min':>9} {'wall med':>9} {'CPU min':>9} {'CPU med':>9}  (ms, {runs} runs)")
for t in tables:
    print(f"{t:<18} {min(wall[t]):9.1f} {median(wall[t]):9.1f} {min(cpu[t]):9.1f} {median(cpu[t]):9.1f}")
EOF
echo "# load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
