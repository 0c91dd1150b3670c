#include "core/registry.h"

#include "core/alloc/allocstrategies.h"
#include "core/copy/copystrategies.h"
#include "core/ext/extstrategies.h"
#include "core/lookup/lookupstrategies.h"
#include "core/net/netstrategies.h"
#include "core/read/readstrategies.h"
#include "core/watch/watchstrategies.h"
#include "core/write/writestrategies.h"

#include <algorithm>
#include <stdexcept>

namespace iolens {

const Registry& Registry::instance()
{
    static const Registry registry = [] {
        Registry r;
        registerCopyStrategies(r);
        registerReadStrategies(r);
        registerWriteStrategies(r);
        registerLookupStrategies(r);
        registerAllocStrategies(r);
        registerWatchStrategies(r);
        registerNetStrategies(r);
        registerExtStrategies(r);
        return r;
    }();
    return registry;
}

const Strategy* Registry::find(std::string_view id) const
{
    for (const auto& s : m_strategies)
        if (s->info().id == id)
            return s.get();
    return nullptr;
}

std::vector<const Strategy*> Registry::family(std::string_view family) const
{
    std::vector<const Strategy*> out;
    for (const auto& s : m_strategies)
        if (s->info().family == family)
            out.push_back(s.get());
    return out;
}

std::vector<std::string> Registry::families() const
{
    std::vector<std::string> out;
    for (const auto& s : m_strategies)
        if (std::find(out.begin(), out.end(), s->info().family) == out.end())
            out.push_back(s->info().family);
    return out;
}

void Registry::add(std::unique_ptr<Strategy> strategy)
{
    if (find(strategy->info().id))
        throw std::logic_error("strategy registered twice: " + strategy->info().id);
    m_strategies.push_back(std::move(strategy));
}

} // namespace iolens
