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

} // namespace iolens
