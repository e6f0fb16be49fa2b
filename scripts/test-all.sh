#!/usr/bin/env bash
# Quick start, second command (and what CI runs through .ci/run): installs what is missing, then
#   1. builds everything with GCC and runs the whole ctest suite headless, including the Spanner
#      emulator conformance suite (ctest label `emulator`; it skips itself without the emulator);
#   2. builds everything again with clang + AddressSanitizer + UndefinedBehaviorSanitizer and
#      runs the suite there too except label `emulator` (any sanitizer report aborts the test);
#   3. runs the libFuzzer target of that build for SSD_FUZZ_SECONDS (default 60) seeded from the
#      DDL corpus; a crash, leak, timeout or out-of-memory fails.
# Fails (non-zero) when any step fails.
#
#   scripts/test-all.sh
#
# Knobs (environment): SSD_BUILD_DIR, SSD_ASAN_BUILD_DIR, SSD_JOBS (see common.sh),
# SSD_FUZZ_SECONDS, SSD_CORPUS_DIR (default ../shared/corpus next to the checkout),
# SSD_SKIP_ASAN=1 / SSD_SKIP_FUZZ=1 to leave a stage out while iterating locally,
# SSD_CTEST_ARGS for extra ctest arguments (e.g. "-R cli" or "-E designer").
set -euo pipefail
# shellcheck source=scripts/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"

fuzz_seconds=${SSD_FUZZ_SECONDS:-60}
corpus_args=()
if [[ -n ${SSD_CORPUS_DIR:-} ]]; then
    corpus_args=(-DSSD_CORPUS_DIR="$SSD_CORPUS_DIR")
fi

export QT_QPA_PLATFORM=offscreen
# Leaks inside system libraries (fontconfig, Mesa) are not ours; see the file for each entry.
export LSAN_OPTIONS="suppressions=$SSD_ROOT/scripts/lsan.supp:print_suppressions=0"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"

started=$SECONDS
stage() { ssd_log "$* [$(( (SECONDS - started) / 60 ))m$(( (SECONDS - started) % 60 ))s]"; }

"$SSD_ROOT/scripts/setup.sh"

stage "1/3 build ($SSD_BUILD_DIR, GCC)"
ssd_configure "$SSD_BUILD_DIR" -DCMAKE_BUILD_TYPE=RelWithDebInfo "${corpus_args[@]}"
ssd_build "$SSD_BUILD_DIR"
stage "1/3 tests ($SSD_BUILD_DIR)"
# shellcheck disable=SC2086 # SSD_CTEST_ARGS is a word list
ctest --test-dir "$SSD_ROOT/$SSD_BUILD_DIR" --output-on-failure --parallel "$SSD_JOBS" ${SSD_CTEST_ARGS:-}

if [[ ${SSD_SKIP_ASAN:-0} != 1 ]]; then
    # One clang build serves both the sanitizer test run and the fuzzer: ssd_core is compiled
    # with ASan+UBSan and with libFuzzer's coverage instrumentation. -O1 keeps it fast enough
    # while Debug keeps Q_ASSERT on.
    stage "2/3 build ($SSD_ASAN_BUILD_DIR, clang, ASan+UBSan, fuzzers)"
    CC=clang CXX=clang++ ssd_configure "$SSD_ASAN_BUILD_DIR" \
        -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++ \
        -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS_DEBUG="-g -O1" \
        -DSSD_SANITIZE=ON -DSSD_BUILD_FUZZERS=ON -DSSD_BUILD_BENCHMARKS=OFF "${corpus_args[@]}"
    ssd_build "$SSD_ASAN_BUILD_DIR"
    stage "2/3 tests ($SSD_ASAN_BUILD_DIR, sanitizers)"
    # The emulator conformance suite (label emulator) ran in stage 1: it judges our output, which
    # does not depend on the build, and a second run would only double its minutes.
    # shellcheck disable=SC2086
    ctest --test-dir "$SSD_ROOT/$SSD_ASAN_BUILD_DIR" --output-on-failure --parallel "$SSD_JOBS" -LE emulator ${SSD_CTEST_ARGS:-}

    if [[ ${SSD_SKIP_FUZZ:-0} != 1 ]]; then
        stage "3/3 fuzzing the DDL parsers, writers and conversion for ${fuzz_seconds}s"
        "$SSD_ROOT/scripts/fuzz.sh" "$SSD_ASAN_BUILD_DIR" "$fuzz_seconds"
    fi
fi

stage "all tests passed"
