// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/imagebuffer.h"

#include <algorithm>
#include <cerrno>
#include <cstring>

#include <sys/mman.h>
#include <unistd.h>

namespace iolens::trace {

ImageBuffer::~ImageBuffer()
{
    if (m_base)
        ::munmap(m_base, kMaxImageBytes);
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
    }
    m_taken = true;
    return m_base;
}

namespace {

bool preadFully(int fd, unsigned char* to, std::size_t length, off_t offset)
{
    while (length > 0) {
        const ssize_t n = ::pread(fd, to, length, offset);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return false;
        to += n;
        length -= static_cast<std::size_t>(n);
        offset += n;
    }
    return true;
}

} // namespace

bool ImageBuffer::readExtents(int fd, std::size_t size)
{
    for (std::size_t at = 0; at < size;) {
        const off_t data = ::lseek(fd, static_cast<off_t>(at), SEEK_DATA);
        if (data < 0)
            return errno == ENXIO; // no data past `at`; another error: no SEEK_DATA here
        const auto from = static_cast<std::size_t>(data);
        if (from >= size)
            return true;
        const off_t hole = ::lseek(fd, data, SEEK_HOLE);
        const std::size_t to = hole < 0 ? size : std::min(size, static_cast<std::size_t>(hole));
        m_written.emplace_back(from, to - from);
        if (!preadFully(fd, m_base + from, to - from, data))
            return false;
        at = to > from ? to : from + 1;
    }
    return true;
}

const unsigned char* ImageBuffer::read(int fd, std::size_t size)
{
    if (!take(size))
        return nullptr;
    if (!readExtents(fd, size)) {
        giveBack();
        return nullptr;
    }
    return m_base;
}

void ImageBuffer::giveBack()
{
    for (const auto& [offset, length] : m_written)
        std::memset(m_base + offset, 0, length);
    m_written.clear();
    m_taken = false;
}

const unsigned char* HeldBytes::map(int fd, std::size_t size)
{
    release();
    void* p = ::mmap(nullptr, size, PROT_READ, MAP_SHARED, fd, 0);
    if (p == MAP_FAILED)
        return nullptr;
    m_map = p;
    m_size = size;
    return static_cast<const unsigned char*>(p);
}

const unsigned char* HeldBytes::read(int fd, std::size_t size, ImageBuffer& buffer)
{
    release();
    const unsigned char* p = buffer.read(fd, size);
    if (p)
        m_buffer = &buffer;
    return p;
}

void HeldBytes::release()
{
    if (m_buffer)
        m_buffer->giveBack();
    else if (m_map)
        ::munmap(m_map, m_size);
    m_buffer = nullptr;
    m_map = nullptr;
}

} // namespace iolens::trace
