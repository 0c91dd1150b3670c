#pragma once

#include <memory>

namespace iolens {

class Registry;
class Strategy;

// Adds every net.* strategy to the registry, in catalogue order (DESIGN.md section 4).
void registerNetStrategies(Registry& registry);

std::unique_ptr<Strategy> makeNetPerId();
std::unique_ptr<Strategy> makeNetRange();
std::unique_ptr<Strategy> makeNetRangeFiltered();
std::unique_ptr<Strategy> makeNetRangeProjected();

} // namespace iolens
