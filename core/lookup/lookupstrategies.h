#pragma once

#include <memory>

namespace iolens {

struct FamilyInfo;
class Strategy;

// The lookup family: its strategies in catalogue order and its verifier (lookupfamily.cpp).
const FamilyInfo& lookupFamily();

std::unique_ptr<Strategy> makeLookupRescan();
std::unique_ptr<Strategy> makeLookupIndex();
std::unique_ptr<Strategy> makeLookupMmapIndex();

} // namespace iolens
