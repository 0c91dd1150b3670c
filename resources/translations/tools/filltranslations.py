#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The iolens authors
# SPDX-License-Identifier: GPL-3.0-or-later
"""Fills iolens_ja.ts and iolens_ko.ts from strings_ja_ko.py after lupdate.

lupdate 6.4 does not understand `namespace iolens::ui {`, so it files messages under the bare
class name; Qt looks them up under the metaObject's class name. This script moves every context
to the name Qt uses at run time, merges duplicates, and fills in the translations.
  lupdate core ui app/gui -ts resources/translations/iolens_ja.ts resources/translations/iolens_ko.ts
  python3 resources/translations/tools/filltranslations.py

The "Lesson" context (core's QT_TRANSLATE_NOOP("Lesson", ...): strategies' and families' lessons)
keeps its translations in the .ts files themselves, not in strings_ja_ko.py. The lessons of the
shipped ext strategies are in resources/ext/shipped.ext, which lupdate cannot read: this script
keeps their messages alive (lupdate marks them vanished) and adds a message for a new one.
"""
import os
import sys
import xml.etree.ElementTree as ET

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, here)
from strings_ja_ko import T  # noqa: E402

RUNTIME = {"iolens::ui": "iolens::ui::Presets", "main": "main", "Lesson": "Lesson"}
SHIPPED_EXT = os.path.join(here, "..", "..", "ext", "shipped.ext")
LESSON_KEYS = ("title", "what", "java_api", "cost_model", "timing")


def shipped_ext_texts():
    texts = []
    with open(SHIPPED_EXT, encoding="utf-8") as f:
        for line in f:
            key, sep, value = line.partition("=")
            if sep and key.strip() in LESSON_KEYS and value.strip():
                texts.append(value.strip())
    return texts


def keep_shipped_ext(root):
    lesson = next((c for c in root.findall("context") if c.find("name").text == "Lesson"), None)
    if lesson is None:
        lesson = ET.SubElement(root, "context")
        ET.SubElement(lesson, "name").text = "Lesson"
    sources = {m.find("source").text: m for m in lesson.findall("message")}
    for text in shipped_ext_texts():
        message = sources.get(text)
        if message is None:
            message = ET.SubElement(lesson, "message")
            ET.SubElement(message, "source").text = text
            ET.SubElement(message, "translation", type="unfinished")
            sources[text] = message
        translation = message.find("translation")
        if translation.get("type") in ("vanished", "obsolete"):
            translation.attrib.pop("type")


def context_name(name):
    if name in RUNTIME:
        return RUNTIME[name]
    return name if name.startswith("iolens::ui::") else "iolens::ui::" + name


def fill(path, column, language):
    tree = ET.parse(path)
    root = tree.getroot()
    root.set("language", language)
    merged = {}
    for ctx in list(root.findall("context")):
        name = context_name(ctx.find("name").text)
        if name in merged:
            for message in ctx.findall("message"):
                merged[name].append(message)
            root.remove(ctx)
        else:
            ctx.find("name").text = name
            merged[name] = ctx
    keep_shipped_ext(root)
    missing = 0
    for ctx in root.findall("context"):
        if ctx.find("name").text == "Lesson":
            continue
        for message in ctx.findall("message"):
            source = message.find("source").text or ""
            translation = message.find("translation")
            if source in T:
                translation.text = T[source][column]
                translation.attrib.pop("type", None)
            else:
                missing += 1
    tree.write(path, encoding="utf-8", xml_declaration=True)
    print(f"{path}: {missing} untranslated")


base = os.path.dirname(here)
fill(os.path.join(base, "iolens_ja.ts"), 0, "ja_JP")
fill(os.path.join(base, "iolens_ko.ts"), 1, "ko_KR")
