// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/io/linedigest.h"
#include "core/strategy.h"

#include <string_view>

namespace iolens {

// What a lookup run reports: the answers' bytes (contents without endings), their number, and their
// checksum by the read family's rule (LineDigest), in lookup order.
class LookupAnswers {
public:
    void add(std::string_view line) noexcept
    {
        m_digest.addLine(line);
        m_bytes += line.size();
    }
    Output output() const { return Output { m_bytes, m_digest.lines(), m_digest.checksum() }; }

private:
    LineDigest m_digest { true };
    std::uint64_t m_bytes = 0;
};

} // namespace iolens
