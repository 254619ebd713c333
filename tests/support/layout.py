"""The layout check of the app tests (tests/app/test_layout.py): every visible Text item of
the window is looked at as a reader would, and what does not fit is reported.

A text is faulty when
- it is elided or has lines left out (Text.truncated) and its item does not declare
  `property bool elideIntended: true` (a name from a file may be cut on purpose, a label not);
- a line of text shown but not being typed in (a combo box's chosen item, a field without
  the focus: a TextInput) is wider than its box: a TextInput neither elides nor wraps, it
  cuts the text short with no ellipsis;
- a word of a wrapping text is broken across lines ("Machi nes"): a word wider than the box;
- what it paints does not fit its own box (wider or taller than the item: it runs over its
  neighbours);
- what it paints is cut by an ancestor that clips (a card's edge, a scroll view) or by the
  window's edge.
"""
from __future__ import annotations

import re

from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF
from PySide6.QtQml import QQmlEngine, QQmlExpression
from PySide6.QtQuick import QQuickItem

SLACK = 1.5          # pixels: antialiasing and rounding

# Text.HAlignment / VAlignment values and wrap / elide modes (QQuickText's enums).
ALIGN_RIGHT, ALIGN_HCENTER, ALIGN_JUSTIFY = 2, 4, 8
ALIGN_BOTTOM, ALIGN_VCENTER = 64, 128
NO_WRAP, ELIDE_NONE, FIXED_SIZE = 0, 3, 0


def enum(item, name: str) -> int:
    """An enum property of an item (PySide cannot convert QQuickText's enums): QML reads it."""
    context = QQmlEngine.contextForObject(item)
    value, _undefined = QQmlExpression(context, item, name).evaluate()
    return int(value)


def _shown(item) -> bool:
    return item.isVisible() and item.opacity() > 0


def text_items(root) -> list:
    """The Text items a person sees (themselves and every ancestor visible, not transparent),
    with their ancestors, outermost first."""
    out, todo = [], [(root, [])]
    while todo:
        item, ancestors = todo.pop()
        if not _shown(item):
            continue
        kind = item.metaObject().className()
        if (kind == "QQuickText" or kind.startswith("QQuickText_QML")) and item.property("text"):
            out.append((item, ancestors))
        for child in item.childItems():
            if isinstance(child, QQuickItem):
                todo.append((child, ancestors + [item]))
    return out


def cut_inputs(root) -> list[str]:
    """The TextInputs not being typed in (a combo box's chosen item) whose text is wider than
    their box: they show it cut, with no ellipsis (a field being typed in scrolls its text)."""
    out, todo = [], [root]
    while todo:
        item = todo.pop()
        if not _shown(item):
            continue
        if (item.inherits("QQuickTextInput") and not item.hasActiveFocus()
                and item.property("text") and item.property("contentWidth") > item.width() + SLACK):
            out.append(f"cut short, no ellipsis ({item.property('contentWidth'):.0f} in "
                       f"{item.width():.0f}): {item.property('text')[:70]!r}")
        todo.extend(c for c in item.childItems() if isinstance(c, QQuickItem))
    return out


def painted(item) -> QRectF:
    """The rectangle the text paints, in the item's coordinates."""
    width, height = item.width(), item.height()
    cw, ch = item.property("contentWidth"), item.property("contentHeight")
    wraps = enum(item, "wrapMode") != NO_WRAP or enum(item, "elide") != ELIDE_NONE
    if wraps:
        cw = min(cw, width)
    h_align, v_align = enum(item, "horizontalAlignment"), enum(item, "verticalAlignment")
    x = width - cw if h_align == ALIGN_RIGHT else (width - cw) / 2 if h_align == ALIGN_HCENTER else 0
    y = height - ch if v_align == ALIGN_BOTTOM else (height - ch) / 2 if v_align == ALIGN_VCENTER else 0
    return QRectF(x, y, cw, ch)


def _rect(r: QRectF) -> str:
    return f"{r.x():.0f},{r.y():.0f} {r.width():.0f}x{r.height():.0f}"


def _inside(inner: QRectF, outer: QRectF) -> bool:
    return (inner.left() >= outer.left() - SLACK and inner.top() >= outer.top() - SLACK
            and inner.right() <= outer.right() + SLACK and inner.bottom() <= outer.bottom() + SLACK)


def _broken_word(item) -> str:
    """A word too wide for a wrapping text's box (so broken across two lines), or ""."""
    if enum(item, "wrapMode") == NO_WRAP or item.width() <= 0:
        return ""
    font = item.property("font")
    if enum(item, "fontSizeMode") != FIXED_SIZE:      # Qt shrinks the text down to its minimum size
        font.setPixelSize(item.property("minimumPixelSize"))
    metrics = QFontMetricsF(font)
    for word in re.split(r"\s+", item.property("text")):
        if word and metrics.horizontalAdvance(word) > item.width() + SLACK:
            return word
    return ""


# Screens over the board (it is dimmed under them, not read): when one shows, it alone is looked at.
OVERLAYS = ("endScreen", "reveal", "passDevice")


def _overlay(root):
    todo = [root]
    while todo:
        item = todo.pop()
        if not _shown(item):
            continue
        if item.objectName() in OVERLAYS:
            return item
        todo.extend(c for c in item.childItems() if isinstance(c, QQuickItem))
    return None


def faults(window) -> list[str]:
    """What does not fit, one line per faulty text: the fault and the text."""
    scene = QRectF(0, 0, window.width(), window.height())
    root = _overlay(window.contentItem()) or window.contentItem()
    out = cut_inputs(root)
    placed = []         # (scene rect, text) of the texts outside scrolled views, to find overlaps
    for item, ancestors in text_items(root):
        text = item.property("text").replace("\n", " ")[:70]
        if item.width() <= 0 or item.height() <= 0:
            if item.property("contentWidth") > SLACK:
                out.append(f"no room at all: {text!r}")
            continue
        if item.property("truncated") and not item.property("elideIntended"):
            out.append(f"elided or cut: {text!r}")
        word = _broken_word(item)
        if word:
            out.append(f"word broken across lines ({word!r}): {text!r}")
        box = painted(item)
        if (box.left() < -SLACK or box.right() > item.width() + SLACK) and not item.property("truncated"):
            out.append(f"runs out of its box ({box.width():.0f}x{box.height():.0f} in "
                       f"{item.width():.0f}x{item.height():.0f}): {text!r}")
        where = item.mapRectToScene(box)
        if any(a.inherits("QQuickFlickable") for a in ancestors):
            continue            # in a scrolled view: what is out of view is not cut
        placed.append((where, text))
        if not _inside(where, scene):
            out.append(f"cut by the window's edge: {text!r}")
            continue
        for ancestor in reversed(ancestors):
            # An ancestor that clips cuts what runs out of it; a card, a panel or a bar (a
            # Rectangle) does not, but what runs out of it lies over its neighbours.
            boxed = ancestor.clip() or (ancestor.inherits("QQuickRectangle") and ancestor.width() > 0
                                        and ancestor.height() > 0)
            outer = ancestor.mapRectToScene(QRectF(0, 0, ancestor.width(), ancestor.height()))
            if boxed and not _inside(where, outer):
                out.append(f"{'cut by' if ancestor.clip() else 'runs out of'} "
                           f"{ancestor.metaObject().className().split('_QML')[0]} "
                           f"{ancestor.objectName()!r} ({_rect(where)} in {_rect(outer)}): {text!r}")
                break
    # Texts drawn over one another (a cell running into the next column).
    placed.sort(key=lambda p: p[0].left())
    for i, (rect, text) in enumerate(placed):
        for other, other_text in placed[i + 1:]:
            if other.left() >= rect.right() - SLACK:
                break
            overlap = rect.intersected(other)
            if overlap.width() > 2 * SLACK and overlap.height() > 2 * SLACK:
                out.append(f"drawn over {other_text!r}: {text!r}")
    return out
