#pragma once

#include <memory>

namespace iolens {

struct FamilyInfo;
class Strategy;

// The alloc family: its strategies in catalogue order and its verifier (allocfamily.cpp).
const FamilyInfo& allocFamily();

std::unique_ptr<Strategy> makeAllocPerChunk();
std::unique_ptr<Strategy> makeAllocReused();

} // namespace iolens
