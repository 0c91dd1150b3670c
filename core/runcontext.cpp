// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/runcontext.h"

namespace iolens {

RunContext::RunContext(std::string sourcePath, std::uint64_t sourceBytes, std::string destPath, ParamValues params,
    const std::atomic<bool>* cancel, ProgressFn progress)
    : m_sourcePath(std::move(sourcePath))
    , m_sourceBytes(sourceBytes)
    , m_destPath(std::move(destPath))
    , m_params(std::move(params))
    , m_cancel(cancel)
    , m_progress(std::move(progress))
{ }

std::int64_t RunContext::param(const std::string& key) const
{
    const auto it = m_params.find(key);
    if (it == m_params.end())
        throw UsageError("Parameter '" + key + "' was not supplied to the strategy.");
    return it->second;
}

void RunContext::addMetric(std::string name, double value, std::string unit)
{
    const std::lock_guard lock(m_extrasMutex);
    m_metrics.push_back(RunMetric { std::move(name), value, std::move(unit) });
}

std::vector<RunMetric> RunContext::metrics() const
{
    const std::lock_guard lock(m_extrasMutex);
    return m_metrics;
}

void RunContext::addChildUsage(const ThreadUsage& usage)
{
    const std::lock_guard lock(m_extrasMutex);
    m_childUsage += usage;
}

ThreadUsage RunContext::childUsage() const
{
    const std::lock_guard lock(m_extrasMutex);
    return m_childUsage;
}

} // namespace iolens
