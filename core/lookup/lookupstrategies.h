#pragma once

#include <memory>

namespace iolens {

class Registry;
class Strategy;

// Adds every lookup.* strategy to the registry, in catalogue order (DESIGN.md section 4).
void registerLookupStrategies(Registry& registry);

std::unique_ptr<Strategy> makeLookupRescan();
std::unique_ptr<Strategy> makeLookupIndex();
std::unique_ptr<Strategy> makeLookupMmapIndex();

} // namespace iolens
