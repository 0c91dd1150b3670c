#pragma once

#include <memory>

namespace iolens {

class Registry;
class Strategy;

// Adds every write.* strategy to the registry, in catalogue order (DESIGN.md section 4).
void registerWriteStrategies(Registry& registry);

std::unique_ptr<Strategy> makeWriteReopenPerRecord();
std::unique_ptr<Strategy> makeWriteReopenMerged();
std::unique_ptr<Strategy> makeWriteSingleOpen();
std::unique_ptr<Strategy> makeWriteBuffered();
std::unique_ptr<Strategy> makeWriteWritev();
std::unique_ptr<Strategy> makeWriteFsyncPerRecord();
std::unique_ptr<Strategy> makeWriteFsyncAtEnd();

} // namespace iolens
