#include "core/copy/copystrategies.h"
#include "core/registry.h"
#include "core/strategy.h"

namespace iolens {

void registerCopyStrategies(Registry& registry)
{
    registry.add(makeCopyBufferLoop());
}

} // namespace iolens
