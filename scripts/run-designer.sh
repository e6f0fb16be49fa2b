#!/usr/bin/env bash
# Quick start, first command: installs what is missing, builds, and opens the music example in
# the designer. Without a display (or before the designer exists) it shows the same schema
# through the command-line tool instead.
#
#   scripts/run-designer.sh [SCHEMA.sql]
set -euo pipefail
# shellcheck source=scripts/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"

schema=${1:-$SSD_ROOT/resources/examples/music.sql}

"$SSD_ROOT/scripts/setup.sh"
ssd_log "configuring $SSD_BUILD_DIR"
ssd_configure "$SSD_BUILD_DIR" -DCMAKE_BUILD_TYPE=RelWithDebInfo
ssd_log "building"
ssd_build "$SSD_BUILD_DIR"

designer=$SSD_ROOT/$SSD_BUILD_DIR/app/designer/spanner-schema-designer
cli=$SSD_ROOT/$SSD_BUILD_DIR/app/cli/spanner-schema

if [[ -x $designer && ( -n ${DISPLAY:-} || -n ${WAYLAND_DISPLAY:-} ) ]]; then
    ssd_log "starting the designer on $schema"
    exec "$designer" "$schema"
fi

if [[ -x $designer ]]; then
    ssd_log "no display (DISPLAY/WAYLAND_DISPLAY unset): a screenshot and the command-line tool instead"
    screenshot=$SSD_ROOT/$SSD_BUILD_DIR/designer-screenshot.png
    if QT_QPA_PLATFORM=offscreen "$designer" "$schema" --screenshot "$screenshot"; then
        echo "    the designer's window on $schema: $screenshot"
    fi
    echo "    (run '$designer $schema' from a desktop session to open the window)"
else
    ssd_log "the designer is not built yet: showing the schema with the command-line tool"
fi
"$cli" format --verbose "$schema"
echo
"$cli" convert --to postgresql "$schema"
