// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/imagebuffer.h"

#include <cstring>

#include <sys/mman.h>

namespace iolens::trace {

ImageBuffer::~ImageBuffer()
{
    if (m_base)
        ::munmap(m_base, m_capacity);
}

unsigned char* ImageBuffer::take(std::size_t bytes)
{
    if (m_taken || bytes == 0 || bytes > kMaxImageBytes)
        return nullptr;
    if (!m_base) {
        // Reserved whole, and written only where images have data: untouched pages cost nothing.
        void* p = ::mmap(
            nullptr, kMaxImageBytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
        if (p == MAP_FAILED)
            return nullptr;
        m_base = static_cast<unsigned char*>(p);
        m_capacity = kMaxImageBytes;
    }
    m_taken = true;
    return m_base;
}

void ImageBuffer::written(std::size_t offset, std::size_t length)
{
    m_written.emplace_back(offset, length);
}

void ImageBuffer::giveBack()
{
    for (const auto& [offset, length] : m_written)
        std::memset(m_base + offset, 0, length);
    m_written.clear();
    m_taken = false;
}

} // namespace iolens::trace
