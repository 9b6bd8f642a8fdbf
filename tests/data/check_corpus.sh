#!/usr/bin/env bash
# Re-verify every program of this corpus.  For each NAME.c (stdin: NAME.in if it
# exists, else empty) it checks that
#   * gcc -O0 prints exactly NAME.expected and exits 0 (--update rewrites
#     NAME.expected from gcc -O0 first);
#   * gcc -O2, clang -O0 and clang -O2 print the same and exit 0;
#   * gcc and clang builds (-O0 and -O2) with -fsanitize=undefined,address
#     -fno-sanitize-recover=all print the same, exit 0 and report nothing;
#   * gcc and clang (-O0 and -O2) with -Wall -Wextra give no warning that signals
#     undefined behaviour (other warnings are shown, but do not fail);
#   * the gcc -O0 binary runs in under 0.1 s;
#   * programs with an input file leave at least MIN_UNEXECUTED_PERCENT of their
#     lines unexecuted according to gcov (they are EMI seeds).
# Usage: tests/data/corpus/check_corpus.sh [--update] [NAME.c ...]
# Environment: CC_GCC (default gcc), CC_CLANG (default clang-14).
set -u

HERE=$(cd "$(dirname "$0")/corpus" && pwd)
GCC=${CC_GCC:-gcc}
CLANG=${CC_CLANG:-clang-14}
SAN="-fsanitize=undefined,address -fno-sanitize-recover=all -fno-omit-frame-pointer -g"
MAX_SECONDS=0.1
MIN_UNEXECUTED_PERCENT=15
# warnings that point at undefined behaviour (gcc and clang spellings)
UB_WARNINGS='uninitialized|return-type|array-bounds|sequence-point|unsequenced|shift-|overflow|aggressive-loop-optimizations|nonnull|null-dereference|div-by-zero|division-by-zero|stringop|restrict|format|implicit-function-declaration|int-conversion|incompatible-pointer-types|address-of-packed-member|use-after-free|dangling-pointer|free-nonheap-object|strict-aliasing|builtin-declaration-mismatch|infinite-recursion|implicit-int|return-stack-address|return-local-addr|alloc-size|unreachable|vla|constant-conversion|integer-overflow|tautological|pointer-arith|cast-function-type'

export ASAN_OPTIONS=detect_leaks=1:abort_on_error=0:exitcode=86
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1:exitcode=87

update=0
if [ "${1:-}" = "--update" ]; then update=1; shift; fi

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

if [ $# -gt 0 ]; then
    files=("$@")
else
    files=("$HERE"/*.c)
fi

failures=0
fail() { echo "FAIL $name: $*"; failures=$((failures + 1)); ok=0; }

# run BINARY TAG: runs with the program's input, leaves stdout/stderr/status in $WORK/TAG.*
run() {
    local bin=$1 tag=$2
    # in a subshell whose stderr is discarded, so bash's "Aborted" notices stay quiet
    (timeout 10 "$bin" <"$input" >"$WORK/$tag.out" 2>"$WORK/$tag.err"
     echo $? >"$WORK/$tag.rc") 2>/dev/null
}

for src in "${files[@]}"; do
    src=$(cd "$(dirname "$src")" && pwd)/$(basename "$src")
    base=${src%.c}
    name=$(basename "$src")
    input=/dev/null
    [ -f "$base.in" ] && input=$base.in
    expected=$base.expected
    ok=1

    # reference build: gcc -O0
    if ! $GCC -O0 -o "$WORK/ref" "$src" 2>"$WORK/ref.cc"; then
        fail "gcc -O0 does not compile it"; cat "$WORK/ref.cc"; continue
    fi
    start=$(date +%s%N)
    run "$WORK/ref" ref
    end=$(date +%s%N)
    if [ "$(cat "$WORK/ref.rc")" != 0 ]; then
        fail "gcc -O0 build exits with status $(cat "$WORK/ref.rc")"
    fi
    if [ $update = 1 ]; then
        cp "$WORK/ref.out" "$expected"
    fi
    if [ ! -f "$expected" ]; then
        fail "no $(basename "$expected") (run with --update to create it)"; continue
    fi
    if ! cmp -s "$WORK/ref.out" "$expected"; then
        fail "gcc -O0 output differs from $(basename "$expected")"
        diff "$expected" "$WORK/ref.out" | head -10
    fi
    elapsed=$(( (end - start) / 1000000 ))
    if awk -v ms="$elapsed" -v max="$MAX_SECONDS" 'BEGIN { exit !(ms > max * 1000) }'; then
        fail "gcc -O0 build took ${elapsed} ms (limit ${MAX_SECONDS} s)"
    fi

    # the other compiler/optimization configurations, plain and sanitized
    for config in "gcc-O2:$GCC -O2" "clang-O0:$CLANG -O0" "clang-O2:$CLANG -O2" \
                  "gcc-san-O0:$GCC -O0 $SAN" "gcc-san-O2:$GCC -O2 $SAN" \
                  "clang-san-O0:$CLANG -O0 $SAN" "clang-san-O2:$CLANG -O2 $SAN"; do
        tag=${config%%:*}
        cmd=${config#*:}
        if ! $cmd -o "$WORK/$tag" "$src" 2>"$WORK/$tag.cc"; then
            fail "$tag does not compile it"; cat "$WORK/$tag.cc"; continue
        fi
        run "$WORK/$tag" "$tag"
        rc=$(cat "$WORK/$tag.rc")
        if [ "$rc" != 0 ]; then
            fail "$tag build exits with status $rc"
            head -20 "$WORK/$tag.err"
        elif ! cmp -s "$WORK/$tag.out" "$expected"; then
            fail "$tag output differs from $(basename "$expected")"
            diff "$expected" "$WORK/$tag.out" | head -10
        fi
        case $tag in
        *-san-*)
            if grep -qE 'runtime error|Sanitizer' "$WORK/$tag.err"; then
                fail "$tag reports a problem"; head -20 "$WORK/$tag.err"
            fi ;;
        esac
    done

    # warnings
    for config in "$GCC -O0" "$GCC -O2" "$CLANG -O0" "$CLANG -O2"; do
        # a real compilation: some gcc warnings come from the optimizers
        $config -Wall -Wextra -c -o "$WORK/warn.o" "$src" 2>"$WORK/warn" >/dev/null
        if grep -q 'warning:' "$WORK/warn"; then
            if grep 'warning:' "$WORK/warn" | grep -qE "\[-W($UB_WARNINGS)"; then
                fail "$config -Wall -Wextra warns about possible undefined behaviour"
            else
                echo "note $name: $config -Wall -Wextra warns (not UB-related):"
            fi
            grep 'warning:' "$WORK/warn" | sed 's/^/    /'
        fi
    done

    # gcov: input-driven programs must leave code unexecuted
    cov="(no input)"
    if [ "$input" != /dev/null ]; then
        mkdir -p "$WORK/cov" && rm -f "$WORK"/cov/*
        cp "$src" "$WORK/cov/"
        if (cd "$WORK/cov" && $GCC -O0 --coverage -c "$name" 2>/dev/null \
                && $GCC --coverage -o prog "${name%.c}.o" && ./prog <"$input" >/dev/null 2>&1 \
                && gcov -n "$name" >gcov.txt 2>/dev/null); then
            executed=$(awk -F'[:% ]+' "/^File '$name'/ { f = 1 } f && /^Lines executed/ { print \$3; exit }" "$WORK/cov/gcov.txt")
            lines=$(awk "/^File '$name'/ { f = 1 } f && /^Lines executed/ { print \$NF; exit }" "$WORK/cov/gcov.txt")
            cov="gcov: ${executed}% of ${lines} lines executed"
            if awk -v e="$executed" -v m="$MIN_UNEXECUTED_PERCENT" 'BEGIN { exit !(100 - e < m) }'; then
                fail "only $(awk -v e="$executed" 'BEGIN { print 100 - e }')% of lines unexecuted (need $MIN_UNEXECUTED_PERCENT%)"
            fi
        else
            fail "gcov run failed"
        fi
    fi

    [ $ok = 1 ] && echo "ok   $name (${elapsed} ms, $(wc -c <"$expected") bytes of output, $cov)"
done

echo "checked ${#files[@]} programs, $failures failure(s)"
[ $failures = 0 ]
