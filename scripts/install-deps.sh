#!/bin/sh
# install-deps.sh PACKAGE... - install the Debian/Ubuntu packages that are
# missing, and nothing when all are there (then apt is not even updated).
# Works as root without a terminal (CI=true); as another user it uses sudo
# when there is one, and otherwise says what to install.
set -eu

if ! command -v dpkg-query >/dev/null 2>&1; then
	echo "install-deps: not a Debian/Ubuntu system; make sure these are installed: $*" >&2
	exit 0
fi

missing=""
for p in "$@"; do
	if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
		missing="$missing $p"
	fi
done
[ -n "$missing" ] || exit 0

sudo=""
if [ "$(id -u)" != 0 ]; then
	if command -v sudo >/dev/null 2>&1; then
		sudo="sudo -n"
	else
		echo "install-deps: missing packages:$missing; as root run: apt-get install -y$missing" >&2
		exit 1
	fi
fi

echo "install-deps: installing$missing"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq </dev/null
# shellcheck disable=SC2086
$sudo apt-get install -y -qq --no-install-recommends $missing </dev/null
