#include "core/family.h"
#include "core/read/readstrategies.h"
#include "core/read/readverifier.h"
#include "core/strategy.h"

namespace iolens {

const FamilyInfo& readFamily()
{
    static const FamilyInfo family {
        .name = "read",
        .makeStrategies =
            [] {
                return makeEach({
                    makeReadCharSyscall,
                    makeReadCharStdio,
                    makeReadCharIstream,
                    makeReadBuffer,
                    makeReadGetlineIstream,
                    makeReadGetlinePosix,
                    makeReadQTextStream,
                    makeReadMmap,
                    makeReadParallel,
                    makeReadDirectIo,
                });
            },
        .makeVerifier = makeReadVerifier,
    };
    return family;
}

} // namespace iolens
