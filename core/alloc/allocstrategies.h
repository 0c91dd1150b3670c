#pragma once

#include <memory>

namespace iolens {

class Registry;
class Strategy;

// Adds every alloc.* strategy to the registry, in catalogue order (DESIGN.md section 4).
void registerAllocStrategies(Registry& registry);

std::unique_ptr<Strategy> makeAllocPerChunk();
std::unique_ptr<Strategy> makeAllocReused();

} // namespace iolens
