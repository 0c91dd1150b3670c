#pragma once

#include "core/strategy.h"

#include <memory>
#include <string_view>
#include <vector>

namespace iolens {

// Every strategy iolens knows, in catalogue order. Registration is explicit (a static library
// drops self-registering objects nobody references).
class Registry {
public:
    static const Registry& instance();

    const std::vector<std::unique_ptr<Strategy>>& all() const { return m_strategies; }
    const Strategy* find(std::string_view id) const;
    std::vector<const Strategy*> family(std::string_view family) const;
    std::vector<std::string> families() const;

    void add(std::unique_ptr<Strategy> strategy);

private:
    Registry() = default;
    std::vector<std::unique_ptr<Strategy>> m_strategies;
};

} // namespace iolens
