#pragma once

#include "core/params.h"
#include "core/probe.h"
#include "core/runcontext.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace iolens {

// What a strategy teaches: shown in `iolens-cli list` and the GUI's lesson pane.
struct Lesson {
    std::string what; // what it does, in a sentence or two
    std::string javaApi; // the Java API from the articles it mirrors
    std::string costModel; // calls × cost per call, copies, memory
    std::string timing; // how its phases are timed, when not one timing per call (batches)
};

struct StrategyInfo {
    std::string id; // "copy.buffer-loop"
    std::string title;
    std::string family; // "copy"
    std::vector<ParamSpec> params;
    Lesson lesson;
    // The family whose job the strategy does and whose verifier checks it, when that is not its
    // own: ext.cp is listed under ext (a child process) but must produce what every copy.* does.
    // Last, so that the positional initialisers of the in-process strategies stay as they are.
    std::string verifiedAs = {};
    const std::string& job() const noexcept { return verifiedAs.empty() ? family : verifiedAs; }
};

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
        : m_info(std::move(info))
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
