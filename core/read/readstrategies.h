#pragma once

#include <memory>

namespace iolens {

class Registry;
class Strategy;

// Adds every read.* strategy to the registry, in catalogue order (DESIGN.md section 4).
void registerReadStrategies(Registry& registry);

std::unique_ptr<Strategy> makeReadCharSyscall();
std::unique_ptr<Strategy> makeReadCharStdio();
std::unique_ptr<Strategy> makeReadCharIstream();
std::unique_ptr<Strategy> makeReadBuffer();
std::unique_ptr<Strategy> makeReadGetlineIstream();
std::unique_ptr<Strategy> makeReadGetlinePosix();
std::unique_ptr<Strategy> makeReadQTextStream();
std::unique_ptr<Strategy> makeReadMmap();
std::unique_ptr<Strategy> makeReadParallel();
std::unique_ptr<Strategy> makeReadDirectIo();

} // namespace iolens
