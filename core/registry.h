// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/family.h"
#include "core/strategy.h"

#include <memory>
#include <string_view>
#include <vector>

namespace iolens {

// Every strategy iolens knows, in catalogue order: the families' strategies (family.h), family by
// family. Registration is explicit (a static library drops self-registering objects nobody
// references): each family's folder names itself with iolens_family() in its CMakeLists.txt.
class Registry {
public:
    static const Registry& instance();

    // The strategies these families make. Throws std::logic_error naming the id when one does not
    // start with its family's name and a '.' ("copy.x" from the copy family) or comes twice.
    explicit Registry(const std::vector<const FamilyInfo*>& families);

    const std::vector<std::unique_ptr<Strategy>>& all() const { return m_strategies; }
    const Strategy* find(std::string_view id) const;
    std::vector<const Strategy*> family(std::string_view family) const;
    // The registered families' names, in order.
    std::vector<std::string> families() const;
    // A family's description; null for a name no family has.
    const FamilyInfo* familyInfo(std::string_view name) const;

private:
    void add(const FamilyInfo& family, std::unique_ptr<Strategy> strategy);

    std::vector<const FamilyInfo*> m_families;
    std::vector<std::unique_ptr<Strategy>> m_strategies;
};

} // namespace iolens
