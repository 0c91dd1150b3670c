#!/usr/bin/env python3
"""Fills iolens_ja.ts and iolens_ko.ts from strings_ja_ko.py after lupdate.

lupdate 6.4 does not understand `namespace iolens::ui {`, so it files messages under the bare
class name; Qt looks them up under the metaObject's class name. This script moves every context
to the name Qt uses at run time, merges duplicates, and fills in the translations.
  lupdate ui app/gui -ts resources/translations/iolens_ja.ts resources/translations/iolens_ko.ts
  python3 resources/translations/tools/filltranslations.py
"""
import os
import sys
import xml.etree.ElementTree as ET

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, here)
from strings_ja_ko import T  # noqa: E402

RUNTIME = {"iolens::ui": "iolens::ui::Presets", "main": "main"}


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
    missing = 0
    for ctx in root.findall("context"):
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
