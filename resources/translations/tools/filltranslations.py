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
from lessons_ja_ko import L  # noqa: E402

RUNTIME = {"iolens::ui": "iolens::ui::Presets", "main": "main", "Lesson": "Lesson", "Course": "Course", "Report": "Report",
           "Finding": "Finding", "TraceNotice": "TraceNotice"}  # the last two: core/trace's phrases
OWN = ("Lesson", "Course", "Report")  # contexts T does not fill
COURSE_FOLDERS = ("/ui/report/", "/ui/course/", "/core/course/")
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


def fill_lessons(root, column):
    # Lesson texts whose translations are kept in lessons_ja_ko.py (so that a rebase taking the
    # other side's .ts can fill them again in one command); the others live in the .ts only.
    # A Lesson text lupdate no longer finds in core (and shipped.ext does not have) goes.
    for ctx in root.findall("context"):
        if ctx.find("name").text != "Lesson":
            continue
        for message in list(ctx.findall("message")):
            translation = message.find("translation")
            if not live(message):
                ctx.remove(message)
            elif message.find("source").text in L:
                translation.text = L[message.find("source").text][column]
                translation.attrib.pop("type", None)


def course_owned(message):
    # The course's and the report's files translate through helpers lupdate misreads (it files
    # their strings under the namespace); coursetranslations.py writes them under "Course" and
    # "Report", the contexts they are looked up in.
    # A string also used elsewhere (a plot's title the report quotes) stays.
    locations = message.findall("location")
    return bool(locations) and all(
        any(folder in location.get("filename", "") for folder in COURSE_FOLDERS) for location in locations)


def live(message):
    return message.find("translation").get("type") not in ("vanished", "obsolete")


def drop_duplicates(ctx):
    # lupdate files a message under the bare class name beside the runtime name's copy from the
    # last run, which it marks vanished: after the merge one source has two messages. Keep the one
    # lupdate found in the code (live, with its location), with the other's translation if it has
    # none yet, at the place of the first.
    groups = {}
    for message in ctx.findall("message"):
        groups.setdefault((message.find("source").text, message.findtext("comment")), []).append(message)
    for messages in groups.values():
        if len(messages) < 2:
            continue
        keep = max(messages, key=lambda m: (live(m), m.find("location") is not None))
        translation = keep.find("translation")
        for other in messages:
            spare = other.find("translation")
            if translation.get("type") == "unfinished" and spare.text and spare.get("type") != "unfinished":
                translation.text = spare.text
                translation.attrib.pop("type")
        at = list(ctx).index(messages[0])
        for other in messages:
            ctx.remove(other)
        ctx.insert(at, keep)


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
    for ctx in merged.values():
        drop_duplicates(ctx)
    keep_shipped_ext(root)
    fill_lessons(root, column)
    missing = 0
    for ctx in root.findall("context"):
        if ctx.find("name").text in OWN:
            continue
        for message in list(ctx.findall("message")):
            source = message.find("source").text or ""
            translation = message.find("translation")
            if not live(message):  # gone from the code: lupdate marked it vanished
                ctx.remove(message)
            elif course_owned(message):  # coursetranslations.py files these under Course/Report
                ctx.remove(message)
            elif source in T:
                translation.text = T[source][column]
                translation.attrib.pop("type", None)
            else:
                missing += 1
    for ctx in root.findall("context"):
        if not ctx.findall("message"):
            root.remove(ctx)
    tree.write(path, encoding="utf-8", xml_declaration=True)
    print(f"{path}: {missing} untranslated")


base = os.path.dirname(here)
fill(os.path.join(base, "iolens_ja.ts"), 0, "ja_JP")
fill(os.path.join(base, "iolens_ko.ts"), 1, "ko_KR")
