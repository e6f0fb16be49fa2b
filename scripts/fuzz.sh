#!/usr/bin/env bash
# Runs the libFuzzer target over the DDL lexers, parsers, writers and dialect conversion for a
# bounded time, seeded from the shared corpus. Exits non-zero on any crash, sanitizer report,
# leak, slow input (> 10 s) or out-of-memory; the failing input is kept under
# BUILD_DIR/fuzz-artifacts/ (reproduce with: BUILD_DIR/tests/fuzz/fuzz_ddl FILE).
#
#   scripts/fuzz.sh [BUILD_DIR (default build-asan)] [SECONDS (default 60)]
# The build directory must be configured with clang, -DSSD_SANITIZE=ON -DSSD_BUILD_FUZZERS=ON.
set -euo pipefail
# shellcheck source=scripts/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"

dir=${1:-$SSD_ASAN_BUILD_DIR}
seconds=${2:-60}
fuzzer=$SSD_ROOT/$dir/tests/fuzz/fuzz_ddl
if [[ ! -x $fuzzer ]]; then
    echo "fuzz: $fuzzer not found; configure $dir with clang, -DSSD_SANITIZE=ON -DSSD_BUILD_FUZZERS=ON" >&2
    exit 2
fi

corpus=$(sed -n 's/^SSD_CORPUS_DIR:PATH=//p' "$SSD_ROOT/$dir/CMakeCache.txt")
seeds=("$SSD_ROOT/resources/examples")
for sub in googlesql postgresql invalid/googlesql invalid/postgresql; do
    [[ -d $corpus/ddl/$sub ]] && seeds+=("$corpus/ddl/$sub")
done
((${#seeds[@]} > 1)) || echo "fuzz: corpus not found at '$corpus'; seeding from the examples only" >&2

# New inputs found while fuzzing go to a scratch directory: the shared corpus stays read-only.
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
artifacts=$SSD_ROOT/$dir/fuzz-artifacts
mkdir -p "$artifacts"

"$fuzzer" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=16384 \
    -dict="$SSD_ROOT/tests/fuzz/ddl.dict" -print_final_stats=1 \
    -artifact_prefix="$artifacts/" "$work" "${seeds[@]}"
echo "fuzz: no crash in ${seconds}s"
