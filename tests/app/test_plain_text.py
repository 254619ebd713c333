"""Every text the QML shows is plain text: a name, a card name or a message from a file or a
person must be shown as written, never read as markup (a save naming a player
<img src="http://..."> made the app fetch that address). The QML is read as text: each Text
and Label says textFormat: Text.PlainText; a tooltip or a control that shows data does it
through a Text of ours (PlainTip, MButton, a contentItem). tests/app/test_hostile_files.py renders
names full of markup on every screen and counts the requests a local server gets."""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

QML = Path(__file__).resolve().parents[2] / "mbqt" / "app" / "qml"
# Texts that are not plain, and why: each shows only what ships with mbqt.
TRUSTED = {("Mbqt/RulesScreen.qml", "Text.MarkdownText"): "the rules reference, Markdown from resources/rules"}
# Controls that draw their `text` with a Text of the style's (AutoText): data may reach
# them only through a Text of ours.
STYLE_TEXTS = {"Button", "CheckBox", "RadioButton", "Switch", "TabButton", "ItemDelegate", "MenuItem",
               "ToolButton", "RoundButton", "DelayButton", "CheckDelegate", "RadioDelegate", "SwitchDelegate",
               "ToolTip", "Dialog", "MessageDialog", "GroupBox", "Label"}
# A translated literal: qsTr("..."), with a disambiguation, and the count of a plural (an int).
LITERAL = re.compile(r'^qsTr\("(?:[^"\\]|\\.)*"(?:\s*,\s*"(?:[^"\\]|\\.)*"(?:\s*,\s*[\w.]+)?)?\)$')


@dataclass
class QmlObject:
    file: str
    type: str
    line: int
    props: dict = field(default_factory=dict)    # own property -> its value's first line


def _strip(source: str) -> str:
    """The source with comments blanked and strings emptied (same length and lines)."""
    out, i, n = [], 0, len(source)
    while i < n:
        c = source[i]
        if source.startswith("//", i):
            j = source.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif source.startswith("/*", i):
            j = source.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r"[^\n]", " ", source[i:j]))
            i = j
        elif c in "\"'`":
            j = i + 1
            while j < n and source[j] != c:
                j += 2 if source[j] == "\\" else 1
            out.append(c + re.sub(r"[^\n]", "_", source[i + 1:j]) + c)
            i = j + 1
        else:
            out.append(c)
            i += 1
    return "".join(out)


def objects(path: Path) -> list[QmlObject]:
    """The QML objects of a file, each with its own properties (not its children's): a brace
    after a capitalised name opens an object, any other brace a block of JavaScript or a
    group (font {...}); a property is "name: value" at the start of a statement."""
    source = path.read_text(encoding="utf-8")
    bare = _strip(source)
    found, stack = [], []
    statement = re.compile(r"\s*([\w.]+)\s*:(?!:)")
    at_start = True
    for i, c in enumerate(bare):
        if at_start and stack and stack[-1] is not None and not c.isspace():
            prop = statement.match(bare, i)
            if prop:
                end = min([j for j in (source.find("\n", prop.end()), bare.find(";", prop.end()),
                                       bare.find("}", prop.end())) if j >= 0] or [len(source)])
                stack[-1].props.setdefault(prop.group(1), source[prop.end():end].strip())
            at_start = False
        if c == "{":
            before = bare[:i].rstrip()
            name = re.search(r"([A-Za-z_][\w.]*)$", before)
            is_object = name is not None and name.group(1).split(".")[-1][:1].isupper() \
                and not before[:name.start()].rstrip().endswith(".")
            obj = QmlObject(path.relative_to(QML).as_posix(), name.group(1), bare.count("\n", 0, i) + 1) \
                if is_object else None
            if obj is not None:
                found.append(obj)
            stack.append(obj)
            at_start = True
        elif c == "}":
            stack.pop()
            at_start = True
        elif c in ";\n":
            at_start = True
    return found


def all_objects() -> list[QmlObject]:
    return [obj for path in sorted(QML.rglob("*.qml")) for obj in objects(path)]


def test_the_reader_finds_the_texts():
    found = all_objects()
    texts = [o for o in found if o.type == "Text"]
    assert len(texts) > 100 and all(o.line > 0 for o in texts)
    assert any(o.props.get("text") for o in texts)


def test_every_text_and_label_is_plain_text():
    wrong = []
    for obj in all_objects():
        if obj.type in ("Text", "Label", "TextEdit", "TextArea"):
            fmt = obj.props.get("textFormat", "Text.AutoText (the default)").rstrip(";")
            if fmt != "Text.PlainText" and (obj.file, fmt) not in TRUSTED:
                wrong.append(f"{obj.file}:{obj.line} {obj.type} has textFormat {fmt}")
    assert wrong == []


def test_no_control_of_the_style_shows_data():
    """A control's own text, an attached ToolTip.text, a Dialog's title: translated
    literals only; data goes through a Text of ours (a contentItem, MButton's, PlainTip)."""
    wrong = []
    for obj in all_objects():
        for prop, value in obj.props.items():
            value = value.rstrip(";")
            styled = prop == "ToolTip.text" or (obj.type in STYLE_TEXTS and prop in ("text", "title")
                                                and "contentItem" not in obj.props)
            if styled and not LITERAL.match(value):
                wrong.append(f"{obj.file}:{obj.line} {obj.type}.{prop}: {value}")
    assert wrong == []
