// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <memory>

namespace iolens {

struct FamilyInfo;
class Strategy;

// The copy family: its strategies in catalogue order and its verifier (copyfamily.cpp).
const FamilyInfo& copyFamily();

std::unique_ptr<Strategy> makeCopyByteSyscall();
std::unique_ptr<Strategy> makeCopyByteStdio();
std::unique_ptr<Strategy> makeCopyByteIostream();
std::unique_ptr<Strategy> makeCopyBufferLoop();
std::unique_ptr<Strategy> makeCopyIostreamRdbuf();
std::unique_ptr<Strategy> makeCopyQFile();
std::unique_ptr<Strategy> makeCopyQFileCopy();
std::unique_ptr<Strategy> makeCopyReadAll();
std::unique_ptr<Strategy> makeCopyMmapWrite();
std::unique_ptr<Strategy> makeCopyMmapMemcpy();
std::unique_ptr<Strategy> makeCopySendfile();
std::unique_ptr<Strategy> makeCopyCopyFileRange();
std::unique_ptr<Strategy> makeCopySplice();
std::unique_ptr<Strategy> makeCopyStdFilesystem();
std::unique_ptr<Strategy> makeCopyIoUring();
std::unique_ptr<Strategy> makeCopyDirectIo();
std::unique_ptr<Strategy> makeCopyReflink();
std::unique_ptr<Strategy> makeCopyParallel();
std::unique_ptr<Strategy> makeCopySparseAware();

} // namespace iolens
