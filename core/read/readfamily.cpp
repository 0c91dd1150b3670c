#include "core/read/readstrategies.h"
#include "core/registry.h"
#include "core/strategy.h"

namespace iolens {

void registerReadStrategies(Registry& registry)
{
    registry.add(makeReadCharSyscall());
    registry.add(makeReadCharStdio());
    registry.add(makeReadCharIstream());
    registry.add(makeReadBuffer());
    registry.add(makeReadGetlineIstream());
    registry.add(makeReadGetlinePosix());
    registry.add(makeReadQTextStream());
    registry.add(makeReadMmap());
    registry.add(makeReadParallel());
    registry.add(makeReadDirectIo());
}

} // namespace iolens
