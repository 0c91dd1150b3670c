// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/replay/replayengine.h"
#include "core/replay/replayinput.h"
#include "core/replay/replaystrategies.h"

#include "core/errors.h"
#include "core/filehash.h"
#include "core/strategy.h"

#include <stdexcept>
#include <unistd.h>

namespace iolens::replay {

namespace {

// Hands the engine's per-run timing to the probe the strategy was instantiated with.
template <class P> class ProbeTimer final : public StepTimer {
public:
    explicit ProbeTimer(P& probe)
        : m_probe(probe)
    { }
    void begin(Phase phase) override { m_probe.begin(phase); }
    void end(Phase phase, std::uint64_t bytes, std::uint64_t calls) override { m_probe.end(phase, bytes, calls); }
    void asWorker(const std::function<void()>& work) override
    {
        [[maybe_unused]] auto scope = m_probe.worker(); // this thread's CPU and I/O counters for the run
        work();
    }

private:
    P& m_probe;
};

class ReplayStrategy final : public InstrumentedStrategy<ReplayStrategy> {
public:
    explicit ReplayStrategy(Fix fix)
        : InstrumentedStrategy(replayInfo(fix))
        , m_fix(fix)
    { }

    std::shared_ptr<const PreparedInput> prepareInput(const RunContext& context) const override
    {
        return prepareReplayInput(context);
    }

    // A fix with nothing to change in this pattern is reported unsupported, with the reason, before
    // any copy is made: it is not run as a copy of the recorded pattern under another name.
    void prepareRun(RunContext& context) const override
    {
        const auto& input = context.preparedInput<ReplayInput>();
        if (const auto reason = whyNotApplicable(input.plan(), m_fix))
            throw UnsupportedError(*reason);
        makeRunCopy(input, context.destPath());
    }

    template <class P> Output execute(RunContext& context, P& probe) const
    {
        const auto& input = context.preparedInput<ReplayInput>();
        if (const auto reason = whyNotApplicable(input.plan(), m_fix))
            throw UnsupportedError(*reason);
        if (::access(context.destPath().c_str(), F_OK) != 0)
            throw std::logic_error("the replay's copy was not made: call Strategy::prepareRun() before run()");
        ProbeTimer<P> timer(probe);
        const Tally tally = replaySteps(input.plan(), m_fix, context.destPath(), timer, &context);
        Output output { tally.bytesRead + tally.bytesWritten, 0, xxh3Text(tally.readHash) };
        output.linesCounted = false;
        return output;
    }

private:
    Fix m_fix;
};

} // namespace

std::unique_ptr<Strategy> makeReplayStrategy(Fix fix)
{
    return std::make_unique<ReplayStrategy>(fix);
}

} // namespace iolens::replay
