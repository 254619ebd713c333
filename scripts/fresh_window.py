"""Wait for mbqt's window on an Xvfb display and prove it was drawn (scripts/check-fresh-systems.sh):

    python3 scripts/fresh_window.py DISPLAY FRAMEBUFFER PID OUT.png [TIMEOUT]

Passes once the X server has a viewable top-level window of class "mbqt" (xwininfo) whose
pixels, read from the framebuffer file Xvfb writes with -fbdir (XWD format), hold at least
MIN_COLOURS colours (a window Qt did not draw is one flat colour); the window is written to
OUT.png. Fails when process PID ends first or after TIMEOUT seconds (default 1200: a first
start installs everything). Python's standard library and xwininfo only."""
from __future__ import annotations

import os
import re
import struct
import subprocess
import sys
import time
import zlib

MIN_COLOURS = 16
WINDOW = re.compile(r'^\s*(0x[0-9a-f]+) ".*": \("mbqt" "mbqt"\)\s+(\d+)x(\d+)\+(-?\d+)\+(-?\d+)', re.M)


def find_window(display: str):
    """(x, y, width, height) of a viewable top-level window of class mbqt, or None."""
    tree = subprocess.run(["xwininfo", "-display", display, "-root", "-children"], capture_output=True,
                          text=True).stdout
    for wid, w, h, x, y in WINDOW.findall(tree):
        info = subprocess.run(["xwininfo", "-display", display, "-id", wid], capture_output=True, text=True).stdout
        if "IsViewable" in info and int(w) > 100 and int(h) > 100:
            return int(x), int(y), int(w), int(h)
    return None


def read_xwd(path: str):
    """(width, height, rows of RGB bytes) of a 24/32-bit ZPixmap XWD file."""
    with open(path, "rb") as f:
        data = f.read()
    order = ">" if struct.unpack(">I", data[:4])[0] < 4096 else "<"
    head = struct.unpack(order + "25I", data[:100])
    header_size, width, height, byte_order, bpp, line = head[0], head[4], head[5], head[7], head[11], head[12]
    ncolours = head[19]
    if bpp != 32:
        raise SystemExit(f"fresh_window: {bpp} bits per pixel: start Xvfb with a 24-bit screen")
    start = header_size + 12 * ncolours
    rows = []
    for row in range(height):
        pixels = data[start + row * line:start + row * line + 4 * width]
        if byte_order == 0:      # LSBFirst: B G R X
            rgb = bytes(b for i in range(0, len(pixels), 4) for b in (pixels[i + 2], pixels[i + 1], pixels[i]))
        else:                    # MSBFirst: X R G B
            rgb = bytes(b for i in range(0, len(pixels), 4) for b in pixels[i + 1:i + 4])
        rows.append(rgb)
    return width, height, rows


def crop(rows, x, y, w, h):
    return [r[3 * max(x, 0):3 * (x + w)] for r in rows[max(y, 0):y + h]]


def colours(rows) -> int:
    seen = set()
    for r in rows[::4]:
        seen.update(r[i:i + 3] for i in range(0, len(r), 12))
    return len(seen)


def write_png(path: str, rows) -> None:
    height, width = len(rows), len(rows[0]) // 3

    def chunk(kind: bytes, body: bytes) -> bytes:
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))
    raw = b"".join(b"\0" + r for r in rows)
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
                + chunk(b"IDAT", zlib.compress(raw, 6)) + chunk(b"IEND", b""))


def alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().split(") ")[-1][:1] != "Z"
    except OSError:
        return False


def main(argv: list[str]) -> int:
    display, framebuffer, pid, out = argv[:4]
    timeout = float(argv[4]) if len(argv) > 4 else 1200
    start = time.monotonic()
    while time.monotonic() - start < timeout:
        if not alive(int(pid)):
            print("fresh_window: the program ended before its window was drawn", file=sys.stderr)
            return 1
        geometry = find_window(display)
        if geometry:
            rows = crop(read_xwd(framebuffer)[2], *geometry)
            found = colours(rows)
            if found >= MIN_COLOURS:
                write_png(out, rows)
                print(f"window: {geometry[2]}x{geometry[3]}, {found} colours, {time.monotonic() - start:.0f} s "
                      f"after the start; {os.path.relpath(out)}")
                return 0
        time.sleep(1)
    print(f"fresh_window: no drawn mbqt window after {timeout:.0f} s", file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
