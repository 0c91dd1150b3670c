// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <memory>
#include <new>

namespace iolens {

struct AlignedDelete {
    std::size_t alignment = alignof(std::max_align_t);
    void operator()(std::byte* p) const noexcept { ::operator delete[](p, std::align_val_t(alignment)); }
};

// A heap buffer whose start is aligned, as O_DIRECT requires of user memory. Uninitialised:
// its pages are first touched (and faulted in) by the read that fills them.
class AlignedBuffer {
public:
    AlignedBuffer() = default;
    AlignedBuffer(std::size_t size, std::size_t alignment)
        : m_data(
            static_cast<std::byte*>(::operator new[](size, std::align_val_t(alignment))), AlignedDelete { alignment })
        , m_size(size)
    { }
    std::byte* data() const noexcept { return m_data.get(); }
    std::size_t size() const noexcept { return m_size; }

private:
    std::unique_ptr<std::byte[], AlignedDelete> m_data;
    std::size_t m_size = 0;
};

} // namespace iolens
