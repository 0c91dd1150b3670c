#include "core/alloc/allocstrategies.h"
#include "core/registry.h"
#include "core/strategy.h"

namespace iolens {

void registerAllocStrategies(Registry& registry)
{
    registry.add(makeAllocPerChunk());
    registry.add(makeAllocReused());
}

} // namespace iolens
