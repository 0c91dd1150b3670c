#pragma once

#include <memory>

namespace iolens {

class Registry;
class Strategy;

// Adds every copy.* strategy to the registry, in catalogue order (DESIGN.md section 4).
void registerCopyStrategies(Registry& registry);

std::unique_ptr<Strategy> makeCopyBufferLoop();

} // namespace iolens
