#!/usr/bin/env bash
# Installs what building and testing Spanner Schema Designer needs on Debian 12 (bookworm).
# Idempotent: when every package is already installed it does nothing and needs no network.
# Works as root or through sudo.
set -euo pipefail

packages=(
    # toolchain: GCC for the normal build, clang + compiler-rt for the sanitizer and fuzzer build
    cmake ninja-build g++ clang libclang-rt-14-dev llvm pkg-config
    # Qt 6: Core/Gui/Widgets/Test, Svg, Linguist tools (lupdate/lrelease) and Qt's own translations
    qt6-base-dev qt6-base-dev-tools qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
    qt6-svg-dev qt6-translations-l10n libgl1-mesa-dev fonts-dejavu-core
    # automatic layout (Graphviz in-process), project files (SQLite), service-account JWTs (libcrypto)
    libgraphviz-dev graphviz libsqlite3-dev sqlite3 libssl-dev
    # schema generator for the benchmarks, headless display for GUI runs, benchmark library
    python3 xvfb xauth libbenchmark-dev
    # packaging: cpack's .deb (dpkg-shlibdeps, file) and the desktop-integration validators
    dpkg-dev file desktop-file-utils appstream shared-mime-info
)

missing=()
for package in "${packages[@]}"; do
    status=$(dpkg-query -W -f='${db:Status-Status}' "$package" 2>/dev/null || true)
    [[ $status == installed ]] || missing+=("$package")
done

if ((${#missing[@]} == 0)); then
    echo "setup: all ${#packages[@]} packages are installed."
    exit 0
fi

if [[ ! -r /etc/debian_version ]]; then
    echo "setup: missing packages: ${missing[*]}" >&2
    echo "setup: this script installs them with apt on Debian 12; install them by hand elsewhere." >&2
    exit 1
fi

sudo_cmd=()
if ((EUID != 0)); then
    if ! command -v sudo >/dev/null; then
        echo "setup: missing packages: ${missing[*]}; run this script as root to install them." >&2
        exit 1
    fi
    sudo_cmd=(sudo)
fi

echo "setup: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update
"${sudo_cmd[@]}" apt-get install -y "${missing[@]}"
