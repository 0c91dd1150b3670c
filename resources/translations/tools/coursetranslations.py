#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The iolens authors
# SPDX-License-Identifier: GPL-3.0-or-later
"""Fills the "Course" and "Report" contexts of the .ts files from strings_course.py, after lupdate.

The course's texts are marked with QT_TRANSLATE_NOOP("Course", …) / QT_TRANSLATE_N_NOOP("Course", …)
in core/course and QCoreApplication::translate("Course", …) in ui/course; the report's with
QCoreApplication::translate("Report", …) in ui/report. lupdate finds them all, as it finds every
other text; this script only fills in their translations (one command after a rebase that took the
other side's .ts files):
  lupdate core ui app/gui -ts resources/translations/iolens_ja.ts resources/translations/iolens_ko.ts
  lupdate -pluralonly core ui app/gui -ts resources/translations/iolens_en.ts
  python3 resources/translations/tools/filltranslations.py
  python3 resources/translations/tools/coursetranslations.py
Messages lupdate marks vanished (gone from the code) are dropped. It fails, naming them, when a
Course or Report message has no translation, or a plural message has no English forms.
"""
import os
import sys
import xml.etree.ElementTree as ET

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, here)
from strings_course import PLURALS, T  # noqa: E402

CONTEXTS = ("Course", "Report")
base = os.path.dirname(here)


def live(message):
    return message.find("translation").get("type") not in ("vanished", "obsolete")


def set_translation(message, forms):
    translation = message.find("translation")
    for child in list(translation):
        translation.remove(child)
    translation.attrib.pop("type", None)
    if message.get("numerus") == "yes":
        translation.text = None
        for form in forms:
            ET.SubElement(translation, "numerusform").text = form
    else:
        translation.text = forms[0]


def fill(path, forms_of):
    tree = ET.parse(path)
    missing = []
    for ctx in tree.getroot().findall("context"):
        if ctx.find("name").text not in CONTEXTS:
            continue
        for message in list(ctx.findall("message")):
            source = message.find("source").text or ""
            if not live(message):
                ctx.remove(message)
                continue
            forms = forms_of(source, message.get("numerus") == "yes")
            if forms is None:
                missing.append(source)
            else:
                set_translation(message, forms)
    tree.write(path, encoding="utf-8", xml_declaration=True)
    return missing


def asian(column):
    # Japanese and Korean have one plural form: the text with %n, as in the table.
    def forms(source, numerus):
        return [T[source][column]] if source in T else None

    return forms


def english(source, numerus):
    # iolens_en.ts (lupdate -pluralonly) holds only the plural messages: singular and plural.
    return list(PLURALS[source]) if source in PLURALS else None


missing = []
for name, forms in (("iolens_ja.ts", asian(0)), ("iolens_ko.ts", asian(1)), ("iolens_en.ts", english)):
    path = os.path.join(base, name)
    if os.path.exists(path):
        missing += [name + ": " + text for text in fill(path, forms)]
if missing:
    print("untranslated:\n" + "\n".join(missing))
    sys.exit(1)
print("Course and Report contexts filled")
