#include "core/registry.h"
#include "core/strategy.h"
#include "core/write/writestrategies.h"

namespace iolens {

void registerWriteStrategies(Registry& registry)
{
    registry.add(makeWriteReopenPerRecord());
    registry.add(makeWriteReopenMerged());
    registry.add(makeWriteSingleOpen());
    registry.add(makeWriteBuffered());
    registry.add(makeWriteWritev());
    registry.add(makeWriteFsyncPerRecord());
    registry.add(makeWriteFsyncAtEnd());
}

} // namespace iolens
