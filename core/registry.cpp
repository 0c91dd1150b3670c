// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/registry.h"

#include <stdexcept>

namespace iolens {

const Registry& Registry::instance()
{
    static const Registry registry(registeredFamilies());
    return registry;
}

Registry::Registry(const std::vector<const FamilyInfo*>& families)
    : m_families(families)
{
    for (const FamilyInfo* f : m_families) {
        if (f->name.empty() || f->name.find('.') != std::string::npos)
            throw std::logic_error("a family's name must be a non-empty word without '.', not '" + f->name + "'");
        for (auto& strategy : f->makeStrategies())
            add(*f, std::move(strategy));
    }
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
    for (const FamilyInfo* f : m_families)
        out.push_back(f->name);
    return out;
}

const FamilyInfo* Registry::familyInfo(std::string_view name) const
{
    for (const FamilyInfo* f : m_families)
        if (f->name == name)
            return f;
    return nullptr;
}

void Registry::add(const FamilyInfo& family, std::unique_ptr<Strategy> strategy)
{
    const StrategyInfo& info = strategy->info();
    // The id is the one place the family is written: "copy.buffer-loop" is a copy strategy.
    if (info.family != family.name || info.id.size() <= family.name.size() + 1)
        throw std::logic_error("the strategy id '" + info.id + "' registered by the " + family.name
            + " family must be '" + family.name + ".' and a name");
    if (find(info.id))
        throw std::logic_error("strategy registered twice: " + info.id);
    m_strategies.push_back(std::move(strategy));
}

} // namespace iolens
