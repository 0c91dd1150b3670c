// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Memory that the loader reads the files of finished trace images into, one file after the other
// (IoltFile::readImage, and the stack worker's stacks files), instead of mapping each file. A
// trace of a build or a shell loop holds hundreds of small images (a `true` writes 12 KiB of its
// 4 MiB sparse file): mapping each one cost its page-table pages, its first touches and an munmap
// with a TLB shootdown across the loader's threads, 200 to 450 µs an image on a PVM guest; read
// into pages that the image before it already faulted in, 25 to 75 µs (trace directories of 501
// and 368 images, 2026-12-06). The region reads as zeros wherever the file has no data, like the
// file's holes: what a file wrote into it is zeroed again when it is given back.

#include <cstddef>
#include <utility>
#include <vector>

namespace iolens::trace {

class ImageBuffer {
public:
    // Images larger than this are mapped: copying a Python program's 230 MB trace would fault in
    // as many fresh pages as mapping it, and hold them twice.
    static constexpr std::size_t kMaxImageBytes = std::size_t { 64 } << 20;

    ImageBuffer() = default;
    ~ImageBuffer();
    ImageBuffer(const ImageBuffer&) = delete;
    ImageBuffer& operator=(const ImageBuffer&) = delete;

    // The file fd's `size` bytes, read where the file has data (SEEK_DATA, SEEK_HOLE) and zeros
    // elsewhere, valid until giveBack(); nullptr, with nothing kept, when the file is larger than
    // kMaxImageBytes, a read fails or no memory could be reserved. One file at a time: the
    // previous one has been given back.
    const unsigned char* read(int fd, std::size_t size);
    void giveBack();

private:
    unsigned char* take(std::size_t bytes);
    bool readExtents(int fd, std::size_t size);

    unsigned char* m_base = nullptr; // kMaxImageBytes reserved, once
    bool m_taken = false;
    std::vector<std::pair<std::size_t, std::size_t>> m_written; // (offset, length)
};

// What holds the bytes of one file that a reader looks at: a read-only mapping of it, or an
// ImageBuffer it was read into. Let go (unmapped, or the buffer given back) by release() and when
// it goes.
class HeldBytes {
public:
    HeldBytes() = default;
    ~HeldBytes() { release(); }
    HeldBytes(const HeldBytes&) = delete;
    HeldBytes& operator=(const HeldBytes&) = delete;

    // The file fd's `size` bytes mapped read-only (MAP_SHARED: what its writer stores later shows);
    // nullptr, with errno set, when the mapping fails.
    const unsigned char* map(int fd, std::size_t size);
    // The file fd's `size` bytes read into buffer (ImageBuffer::read); nullptr when it does not fit.
    const unsigned char* read(int fd, std::size_t size, ImageBuffer& buffer);
    bool mapped() const noexcept { return m_map != nullptr; }
    void release();

private:
    void* m_map = nullptr;
    std::size_t m_size = 0;
    ImageBuffer* m_buffer = nullptr;
};

} // namespace iolens::trace
