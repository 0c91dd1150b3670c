// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/write/writerecords.h"

#include "core/io/csvrecord.h"

namespace iolens {

WriteRecords::WriteRecords(std::uint64_t count, const RunContext* cancelFrom)
{
    m_ends.reserve(static_cast<std::size_t>(count));
    for (std::uint64_t i = 0; i < count; ++i) {
        m_text += csvRecord(kWriteRecordStream, i);
        m_text += '\n';
        m_ends.push_back(m_text.size());
        if (cancelFrom && i % 65536 == 0)
            cancelFrom->checkCancel();
    }
}

std::shared_ptr<const PreparedInput> prepareWriteRecords(const RunContext& context)
{
    return std::make_shared<const WriteRecords>(static_cast<std::uint64_t>(context.param("records")), &context);
}

} // namespace iolens
