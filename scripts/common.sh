# shellcheck shell=bash
# Shared by the scripts in this folder (sourced, not run).
#
# Environment knobs:
#   SSD_BUILD_DIR       the normal build directory (default: build)
#   SSD_ASAN_BUILD_DIR  the sanitizer + fuzzer build directory (default: build-asan)
#   SSD_JOBS            parallel compile jobs (default: 2, what CI has)
#   SSD_CMAKE_ARGS      extra arguments for every cmake configure

SSD_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
SSD_BUILD_DIR=${SSD_BUILD_DIR:-build}
SSD_ASAN_BUILD_DIR=${SSD_ASAN_BUILD_DIR:-build-asan}
SSD_JOBS=${SSD_JOBS:-2}

ssd_log() { printf '\n==> %s\n' "$*"; }

# ssd_configure DIR [cmake args...]: configures DIR with Ninja; uses ccache when it is there
# (a fresh machine has none, and the build does not need it).
ssd_configure() {
    local dir=$1
    shift
    local launcher=()
    if command -v ccache >/dev/null; then
        launcher=(-DCMAKE_C_COMPILER_LAUNCHER=ccache -DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
    fi
    # shellcheck disable=SC2086 # SSD_CMAKE_ARGS is a word list on purpose
    cmake -S "$SSD_ROOT" -B "$SSD_ROOT/$dir" -G Ninja "${launcher[@]}" "$@" ${SSD_CMAKE_ARGS:-}
}

ssd_build() {
    local dir=$1
    shift
    cmake --build "$SSD_ROOT/$dir" --parallel "$SSD_JOBS" "$@"
}
