// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The real job of TraceController::start(): launch, wait, load, analyse. Kept apart from the
// controller so the controller's threading is testable with jobs that need no program.
#include "ui/trace/tracecontroller.h"

#include "core/trace/launch/tracelauncher.h"
#include "core/trace/traceerror.h"
#include "core/trace/traceloader.h"

#include <QCoreApplication>

#include <stdexcept>

namespace iolens::ui {

TracePtr TraceController::traceProgram(
    const trace::LaunchSpec& spec, const std::atomic<bool>& cancel, const LiveFn& onLive)
{
    trace::TraceLauncher launcher(spec); // throws UsageError with the sentence
    const int status = launcher.run(cancel, onLive, 200);
    trace::LoadOptions options;
    options.command = spec.argv;
    options.topPid = launcher.pid();
    options.haveWaitStatus = true;
    options.waitStatus = status;
    options.wallNs = launcher.wallNs();
    options.checkStillRunning = true; // daemons and background jobs it left: "still running", counted
    // Loaded before ~TraceLauncher removes the private trace directory.
    try {
        return trace::loadTrace(launcher.traceDir(), options);
    } catch (const trace::TraceError&) {
        if (!launcher.cancelled())
            throw;
        // Killed between fork and exec: the library never ran, so there is no trace to load.
        throw std::runtime_error(QCoreApplication::translate(
            "iolens::ui::TraceController", "Cancelled before %1 had started: there is nothing to show.")
                                     .arg(QString::fromStdString(spec.argv.front()))
                                     .toStdString());
    }
}

void TraceController::start(const trace::LaunchSpec& spec)
{
    startJob(
        [spec](const std::atomic<bool>& cancel, const LiveFn& onLive) { return traceProgram(spec, cancel, onLive); });
}

} // namespace iolens::ui
