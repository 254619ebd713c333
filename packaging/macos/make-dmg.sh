#!/bin/sh
# Make dist/mbqt-VERSION.dmg holding "Master Builder.app" and a link to /Applications.
# Runs on macOS (hdiutil) after PyInstaller built the .app: packaging/build.py calls it.
# Written for macOS and not tried on it yet (the project builds on Linux): see README.
set -e
VERSION=${1:?usage: make-dmg.sh VERSION}
cd "$(dirname "$0")/../.."
APP="dist/Master Builder.app"
[ -d "$APP" ] || { echo "make-dmg.sh: $APP is missing: build it first (packaging/build.py)" >&2; exit 1; }
STAGE=build/dmg
rm -rf "$STAGE"
mkdir -p "$STAGE"
cp -R "$APP" "$STAGE/"
ln -s /Applications "$STAGE/Applications"
# The bundle is not signed: Gatekeeper asks the player to confirm the first launch
# (right click, Open). Sign and notarize here once the project has a Developer ID.
codesign --force --deep --sign - "$STAGE/Master Builder.app"
rm -f "dist/mbqt-$VERSION.dmg"
hdiutil create -volname "Master Builder $VERSION" -srcfolder "$STAGE" -fs HFS+ -format UDZO \
    -ov "dist/mbqt-$VERSION.dmg"
echo "dmg_mb: $(du -m "dist/mbqt-$VERSION.dmg" | cut -f1)"
