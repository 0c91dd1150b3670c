#include "core/clock.h"
#include "core/registry.h"

#include <cstdio>

int main()
{
    iolens::Clock::calibrate();
    for (const auto& s : iolens::Registry::instance().all())
        std::printf("%s\n", s->info().id.c_str());
    return 0;
}
