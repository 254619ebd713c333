"""The window's visual items found by objectName, as the app's smoke check, the tests and
benchmarks/frames.py look for what the window shows."""
from __future__ import annotations


def named_items(window, name: str, shown_only: bool = False) -> list:
    """The window's visual items with this objectName (Repeater delegates included); with
    `shown_only`, only those shown (none under a hidden item)."""
    found, todo = [], [window.contentItem()]
    while todo:
        item = todo.pop()
        if shown_only and not item.isVisible():
            continue
        if item.objectName() == name:
            found.append(item)
        todo.extend(item.childItems())
    return found
