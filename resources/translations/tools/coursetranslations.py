#!/usr/bin/env python3
"""Writes the "Course" and "Report" contexts of iolens_ja.ts and iolens_ko.ts.

The course's texts are marked in core/course with QT_TRANSLATE_NOOP("Course", …) (N(…) there), in
ui/course with tr(…) / QCoreApplication::translate("Course", …), and the report's in ui/report with
tr(…) ("Report"). This script collects them from those files, takes the translations from
strings_course.py and replaces the two contexts in both .ts files, leaving every other context as
it is (lupdate would rewrite them all):
  python3 resources/translations/tools/coursetranslations.py
It fails, naming them, when a string has no translation.
"""
import os
import re
import sys

here = os.path.dirname(os.path.abspath(__file__))
root = os.path.abspath(os.path.join(here, "..", "..", ".."))
sys.path.insert(0, here)
from strings_course import T  # noqa: E402

LITERALS = r'((?:\s*"(?:[^"\\]|\\.)*")+)'
PATTERNS = {
    "Course": [
        (["core/course"], re.compile(r'\bN\(' + LITERALS + r'\s*\)')),
        (["core/course", "ui/course", "ui/report"], re.compile(r'translate\(\s*"Course",' + LITERALS + r'\s*\)')),
        (["ui/course"], re.compile(r'(?<![\w:])ct\(' + LITERALS + r'\s*\)')),
    ],
    "Report": [
        (["ui/report"], re.compile(r'(?<![\w:])tr\(' + LITERALS + r'\s*\)')),
        (["ui", "ui/report"], re.compile(r'translate\(\s*"Report",' + LITERALS + r'\s*\)')),
    ],
}


def unescape(literals):
    parts = re.findall(r'"((?:[^"\\]|\\.)*)"', literals)
    text = "".join(parts)
    return text.replace('\\"', '"').replace("\\\\", "\\").replace("\\n", "\n")


def collect(context):
    found = []
    for folders, pattern in PATTERNS[context]:
        for folder in folders:
            base = os.path.join(root, folder)
            for name in sorted(os.listdir(base)):
                if not name.endswith((".cpp", ".h")):
                    continue
                source = open(os.path.join(base, name), encoding="utf-8").read()
                for m in pattern.finditer(source):
                    text = unescape(m.group(1))
                    if text and text not in found:
                        found.append(text)
    return found


def xml(text):
    return (text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace('"', "&quot;").replace("'", "&apos;"))


def write(path, column):
    # Text, not a parsed tree: the other contexts stay byte for byte as they are, so merges with
    # whoever else edits the .ts files touch only these two contexts.
    content = open(path, encoding="utf-8").read()
    for context in ("Course", "Report"):
        content = re.sub(r"<context>\s*<name>" + context + r"</name>.*?</context>\n", "", content, flags=re.S)
    missing = []
    blocks = ""
    for context in ("Course", "Report"):
        blocks += "<context>\n    <name>%s</name>\n" % context
        for text in collect(context):
            if text in T:
                translation = "<translation>%s</translation>" % xml(T[text][column])
            else:
                translation = '<translation type="unfinished"></translation>'
                missing.append(text)
            blocks += "    <message>\n        <source>%s</source>\n        %s\n    </message>\n" % (xml(text), translation)
        blocks += "</context>\n"
    content = content.replace("</TS>", blocks + "</TS>")
    open(path, "w", encoding="utf-8").write(content)
    return missing


missing = []
for name, column in (("iolens_ja.ts", 0), ("iolens_ko.ts", 1)):
    missing = write(os.path.join(root, "resources", "translations", name), column)
if missing:
    print("untranslated:\n" + "\n".join(missing))
    sys.exit(1)
print("Course and Report contexts written")
