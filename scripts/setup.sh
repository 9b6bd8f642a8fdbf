#!/bin/bash
# Set up a Debian 12 machine for ccfuzz, then run a job.
#   bash scripts/setup.sh hunt   install what is missing (with the toolchain root of GCC and
#                                LLVM trunk and their newest releases), then a two-minute campaign
#   bash scripts/setup.sh test   install what is missing (with a one-compiler test root), then
#                                lint, type-check and test
#   bash scripts/setup.sh        install only
#   bash scripts/setup.sh --all-compilers [hunt|test]   (or ALL_COMPILERS=1 in the environment)
#                                also Debian's other compiler releases: gcc-11, clang-13,
#                                clang-15, clang-16; `hunt` tests whatever is installed
# Installs only what is missing: the apt packages (as root, or through sudo) and a Python
# virtual environment in .venv with ccfuzz and its development tools.
set -euo pipefail
cd "$(dirname "$0")/.."

# --no-install-recommends below: libc6-dev and clang's sanitizer runtime (libclang-rt-14-dev)
# are only recommended by the compilers, so they are named here.
# clang-14 and llvm-14: the C model's libclang and the legacy pass manager's `opt` (plain `opt`).
# clang-19, clang-22 and llvm-22: the releases people ship today (clang-22 from bookworm-security),
# the default targets of `hunt` and `passes`; llvm-22 brings opt-22 and llvm-reduce-22 for triage.
# g++ to zlib1g-dev: `ccfuzz coverage-build gcc` (Debian's patch step, GCC's build).
# debootstrap: `ccfuzz toolchain install` (Debian sid's gcc-16, GCC trunk, clang-23, LLVM trunk).
APT_PACKAGES=(make gcc libc6-dev clang-14 libclang-rt-14-dev llvm-14 llvm
              clang-19 libclang-rt-19-dev clang-22 libclang-rt-22-dev llvm-22 tcc csmith
              libcsmith-dev cvise creduce frama-c-base chromium python3 python3-venv python3-dev
              coreutils dpkg-dev patch gdb
              g++ quilt patchutils autoconf2.69 libgmp-dev libmpfr-dev libmpc-dev libisl-dev
              zlib1g-dev debootstrap)

# The other gcc and clang releases Debian 12 ships, for more compilers to disagree. clang-13
# and clang-15 carry their sanitizer runtimes in libclang-common-N-dev (a dependency);
# clang-16 has them in libclang-rt-16-dev, only recommended. gcc-11's come with libgcc-11-dev.
EXTRA_COMPILERS=(gcc-11 clang-13 clang-15 clang-16 libclang-rt-16-dev)

if [ "${1:-}" = "--all-compilers" ]; then
    ALL_COMPILERS=1
    shift
fi
if [ "${ALL_COMPILERS:-0}" != 0 ]; then
    APT_PACKAGES+=("${EXTRA_COMPILERS[@]}")
fi

sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"

# `ccfuzz coverage-build tcc` fetches Debian's tcc source with `apt-get source`, which needs a
# deb-src entry; add one (the same suites as the binary packages) when APT has none.
DEB_SRC=/etc/apt/sources.list.d/debian-src.sources
if ! grep -rqsE '^(Types:.*deb-src|deb-src )' /etc/apt/sources.list /etc/apt/sources.list.d/
then
    echo "setup: adding $DEB_SRC" >&2
    printf '%s\n' 'Types: deb-src' 'URIs: http://deb.debian.org/debian' \
        'Suites: bookworm bookworm-updates' 'Components: main' \
        'Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg' \
        | $sudo tee "$DEB_SRC" >/dev/null
    $sudo apt-get update -qq
fi

missing=()
for pkg in "${APT_PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" \
        || missing+=("$pkg")
done
if [ ${#missing[@]} -gt 0 ]; then
    echo "setup: installing ${missing[*]}" >&2
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends \
        "${missing[@]}" >/dev/null
fi

# ccfuzz's cache directory (sandbox.cache_dir): toolchain roots live below it.
CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/ccfuzz"

PYTHON=${PYTHON:-python3}
stamp=.venv/.ccfuzz-installed
if [ ! -x .venv/bin/python ] || [ ! -f "$stamp" ] || [ pyproject.toml -nt "$stamp" ]; then
    echo "setup: creating .venv" >&2
    "$PYTHON" -m venv .venv
    .venv/bin/python -m pip install -q --upgrade pip >/dev/null
    .venv/bin/python -m pip install -q -e '.[dev]'
    touch "$stamp"
fi

case "${1:-}" in
    hunt)
        shift
        # The compilers people fix today, from Debian sid and experimental (about two minutes
        # and 5.5 GB, once; resumes where it stopped).
        if ! .venv/bin/ccfuzz toolchain list --json | grep -q '"root": "sid"'; then
            $sudo .venv/bin/ccfuzz toolchain install --dir "$CACHE/roots"
        fi
        exec .venv/bin/ccfuzz hunt --minutes 2 "$@"
        ;;
    test)
        shift
        status=0
        # The tests' toolchain root: Debian sid with gcc-16 and its riscv64 cross compiler
        # (about a minute and 1.5 GB, once per machine; tests/conftest.py TEST_ROOT_INSTALL).
        # Without it those tests skip.
        if ! grep -qs '"riscv64"' "$CACHE/test-roots/test/root.json" && ! $sudo .venv/bin/ccfuzz \
                toolchain install --dir "$CACHE/test-roots" --root test --only gcc-16 \
                --targets riscv64 >.venv/toolchain-test-root.log 2>&1; then
            echo "setup: ccfuzz toolchain install (the test root) failed:" \
                "$(tail -n 1 .venv/toolchain-test-root.log)" >&2
            status=1
        fi
        .venv/bin/ruff check src tests benchmarks || status=$?
        .venv/bin/mypy || status=$?
        # Exit status 5: the arguments selected none of these tests.
        .venv/bin/python -m pytest -n 2 -m "not gcc_twin" "$@" || [ $? = 5 ] || status=1
        # Then the installed gcc's coverage twin (12 minutes of 2 cores once per machine,
        # cached; after the other tests, whose compile-time oracles the build's load would
        # disturb) and its tests. CCFUZZ_NO_GCC_TWIN=1 skips the build: those tests then skip,
        # saying so.
        if [ "${CCFUZZ_NO_GCC_TWIN:-0}" = 0 ] && ! .venv/bin/ccfuzz coverage-build gcc \
                >.venv/coverage-build-gcc.log 2>&1; then
            echo "setup: ccfuzz coverage-build gcc failed:" \
                "$(tail -n 1 .venv/coverage-build-gcc.log)" >&2
            status=1
        fi
        .venv/bin/python -m pytest -n 2 -m gcc_twin "$@" || [ $? = 5 ] || status=1
        exit $status
        ;;
    "")
        ;;
    *)
        echo "usage: bash scripts/setup.sh [--all-compilers] [hunt|test]" >&2
        exit 2
        ;;
esac
