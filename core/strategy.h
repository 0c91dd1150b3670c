// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/params.h"
#include "core/probe.h"
#include "core/runcontext.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace iolens {

// The context of every lesson text, QT_TRANSLATE_NOOP("Lesson", …) in core: the window translates
// them through resources/translations/iolens_<lang>.ts (QCoreApplication::translate("Lesson", text)),
// iolens-cli prints them in English.
inline constexpr char kLessonContext[] = "Lesson";

// What a strategy teaches: shown in `iolens-cli list` and the GUI's lesson pane. Every field but
// the excerpt is translatable English (QT_TRANSLATE_NOOP("Lesson", …)).
struct Lesson {
    std::string what = {}; // what it does, in a sentence or two
    std::string javaApi = {}; // the Java API from the articles it mirrors
    std::string costModel = {}; // calls × cost per call, copies, memory
    std::string timing = {}; // how its phases are timed, when not one timing per call (batches)
    std::string article = {}; // what the source article measured; empty: the family's article
    std::string excerpt = {}; // a few lines of how iolens does it (code: never translated)
};

// Built with designated initialisers, `{ .id = "copy.buffer-loop", .title = …, .lesson = { … } }`;
// the family is not typed: it is the id's prefix, filled in by familyOf() when the strategy is
// built, and the registry refuses an id whose prefix is not the family that registers it.
struct StrategyInfo {
    std::string id; // "copy.buffer-loop": FAMILY.NAME
    std::string title;
    std::vector<ParamSpec> params = {};
    Lesson lesson = {};
    // The family whose job the strategy does and whose verifier checks it, when that is not its
    // own: ext.cp is listed under ext (a child process) but must produce what every copy.* does.
    std::string verifiedAs = {};
    std::string family = {}; // "copy": set from the id, never written by hand
    const std::string& job() const noexcept { return verifiedAs.empty() ? family : verifiedAs; }
};

// "copy" for "copy.buffer-loop"; empty when the id has no '.' or nothing before it.
inline std::string familyOf(std::string_view id)
{
    const auto dot = id.find('.');
    return dot == std::string_view::npos ? std::string() : std::string(id.substr(0, dot));
}

// The info with its family filled in from the id.
inline StrategyInfo withFamily(StrategyInfo info)
{
    info.family = familyOf(info.id);
    return info;
}

// What a run produced, compared across a family. Copy strategies report bytes; the runner adds
// the content hash of the destination.
struct Output {
    std::uint64_t bytes = 0;
    std::uint64_t lines = 0;
    std::string checksum; // "xxh3:0123456789abcdef"
    // false when the strategy cannot count lines (fio reads bytes only): the read verifier then
    // compares bytes alone, and `lines` stays 0.
    bool linesCounted = true;
    // true when `lines` counts '\n' characters, as `wc -l` does (POSIX: a line ends with one), so a
    // last line without an ending is not in it; the read verifier expects one line fewer then.
    bool linesAreNewlines = false;
};

// One way of doing a family's job. Implementations derive from InstrumentedStrategy below.
class Strategy {
public:
    virtual ~Strategy() = default;
    virtual const StrategyInfo& info() const = 0;
    // A reason when the strategy cannot run on this build or machine at all (no io_uring).
    virtual std::optional<std::string> unsupportedReason() const { return std::nullopt; }
    // Builds what every run needs but none may time (the write family's records), once per run
    // set and before the first run; the runner passes it on with RunContext::setPreparedInput.
    // Reads the context's source path and parameters; files it needs go under the context's
    // destPath() (inside the run's scratch dir, removed with it). What it owns (a local server)
    // lives until the run set ends. Default: nothing to prepare.
    virtual std::shared_ptr<const PreparedInput> prepareInput(const RunContext&) const { return nullptr; }
    // Untimed work before each run, after the runner set its prepared input: the replay family
    // makes the fresh copy of the traced file that the run replays on at the context's destPath(),
    // so that every run starts from the same file. Default: nothing.
    virtual void prepareRun(RunContext&) const { }
    // The measured run. Throws IoError, UnsupportedError or CancelledError.
    virtual Output run(RunContext& context, Probe& probe) const = 0;
    // The same code with a NullProbe, for measuring what instrumentation costs.
    virtual Output runUninstrumented(RunContext& context) const = 0;
};

// Derived implements `template <class P> Output execute(RunContext&, P& probe) const` once;
// this instantiates it for the real probe and for the no-op probe.
template <class Derived> class InstrumentedStrategy : public Strategy {
public:
    explicit InstrumentedStrategy(StrategyInfo info)
        : m_info(withFamily(std::move(info)))
    { }
    const StrategyInfo& info() const final { return m_info; }
    Output run(RunContext& context, Probe& probe) const final
    {
        return static_cast<const Derived*>(this)->execute(context, probe);
    }
    Output runUninstrumented(RunContext& context) const final
    {
        NullProbe probe;
        return static_cast<const Derived*>(this)->execute(context, probe);
    }

private:
    StrategyInfo m_info;
};

} // namespace iolens
