#pragma once

#include <memory>

namespace iolens {

class Registry;
class Strategy;

// Adds every watch.* strategy to the registry, in catalogue order (DESIGN.md section 4).
void registerWatchStrategies(Registry& registry);

std::unique_ptr<Strategy> makeWatchPollStat();
std::unique_ptr<Strategy> makeWatchInotify();

} // namespace iolens
