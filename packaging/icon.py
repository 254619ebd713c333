"""Draw the app icon with QPainter and write every size the installers need:
packaging/icons/mbqt-<N>.png (Linux hicolor sizes, macOS and Windows inputs), mbqt.ico
(Windows), mbqt.icns (macOS), and resources/icons/mbqt.png (the window icon).

    python packaging/icon.py

The files are committed; run this again only after changing the drawing.
"""
from __future__ import annotations

import struct
import sys
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QGuiApplication, QImage, QLinearGradient, QPainter, QPainterPath, QPen

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "packaging" / "icons"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512, 1024)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# .icns entries holding PNG data: type code -> pixel size (16 and 32 px retina pairs included).
ICNS_TYPES = (("icp4", 16), ("icp5", 32), ("icp6", 64), ("ic07", 128), ("ic08", 256), ("ic09", 512),
              ("ic10", 1024), ("ic11", 32), ("ic12", 64), ("ic13", 256), ("ic14", 512))

WOOD, WOOD_LIGHT, GOLD = QColor("#4a3020"), QColor("#6e4a30"), QColor("#c9a227")
STONE, STONE_DARK, INK, ROOF = QColor("#efe2c4"), QColor("#a89f91"), QColor("#2b1d0e"), QColor("#9b2218")


def draw(size: int) -> QImage:
    """A cathedral front under construction on a wooden tile, drawn on a 100-unit grid.
    Small sizes leave out the details that would only blur."""
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.scale(size / 100, size / 100)
    detailed = size >= 48

    tile = QRectF(3, 3, 94, 94)
    gradient = QLinearGradient(0, 3, 0, 97)
    gradient.setColorAt(0, WOOD_LIGHT)
    gradient.setColorAt(1, WOOD)
    p.setPen(QPen(GOLD, 4 if size >= 32 else 6))
    p.setBrush(gradient)
    p.drawRoundedRect(tile, 18, 18)

    p.setPen(QPen(INK, 1.6 if detailed else 0.01))
    # Two towers with red spires, the nave between them.
    p.setBrush(STONE)
    for x in (20, 62):
        p.drawRect(QRectF(x, 34, 18, 52))
    p.drawRect(QRectF(38, 48, 24, 38))
    p.setBrush(ROOF)
    for x in (20, 62):
        spire = QPainterPath(QPointF(x - 2, 34))
        spire.lineTo(x + 9, 10)
        spire.lineTo(x + 20, 34)
        spire.closeSubpath()
        p.drawPath(spire)
    gable = QPainterPath(QPointF(38, 48))
    gable.lineTo(50, 36)
    gable.lineTo(62, 48)
    gable.closeSubpath()
    p.drawPath(gable)
    # The portal.
    p.setBrush(INK)
    portal = QPainterPath(QPointF(44, 86))
    portal.lineTo(44, 68)
    portal.arcTo(QRectF(44, 62, 12, 12), 180, -180)
    portal.lineTo(56, 86)
    portal.closeSubpath()
    p.drawPath(portal)
    if detailed:
        # Windows, a rose window and the courses of stone of the unfinished right tower.
        for x in (25, 67):
            p.drawRoundedRect(QRectF(x, 44, 8, 12), 4, 4)
        p.setBrush(GOLD)
        p.drawEllipse(QPointF(50, 55), 4, 4)
        p.setPen(QPen(STONE_DARK, 1.2))
        for y in (64, 70, 76, 82):
            p.drawLine(QPointF(21, y), QPointF(37, y))
            p.drawLine(QPointF(63, y), QPointF(79, y))
    p.end()
    return image


def png_bytes(image: QImage) -> bytes:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    return bytes(data)


def ico(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico holding PNG images (supported since Windows Vista)."""
    head = struct.pack("<HHH", 0, 1, len(ICO_SIZES))
    offset, entries, blobs = 6 + 16 * len(ICO_SIZES), b"", b""
    for n in ICO_SIZES:
        data = pngs[n]
        entries += struct.pack("<BBBBHHII", n % 256, n % 256, 0, 0, 1, 32, len(data), offset)
        blobs += data
        offset += len(data)
    return head + entries + blobs


def icns(pngs: dict[int, bytes]) -> bytes:
    body = b"".join(kind.encode() + struct.pack(">I", 8 + len(pngs[n])) + pngs[n] for kind, n in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> None:
    QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    OUT.mkdir(parents=True, exist_ok=True)
    pngs = {n: png_bytes(draw(n)) for n in PNG_SIZES}
    for n, data in pngs.items():
        (OUT / f"mbqt-{n}.png").write_bytes(data)
    (OUT / "mbqt.ico").write_bytes(ico(pngs))
    (OUT / "mbqt.icns").write_bytes(icns(pngs))
    window_icon = ROOT / "resources" / "icons" / "mbqt.png"
    window_icon.parent.mkdir(parents=True, exist_ok=True)
    window_icon.write_bytes(pngs[256])
    print(f"wrote {len(pngs)} PNGs, mbqt.ico and mbqt.icns in {OUT}, and {window_icon}")


if __name__ == "__main__":
    main()
