// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/replay/replayverifier.h"

#include "core/errors.h"
#include "core/filehash.h"
#include "core/verifier.h"

#include <optional>
#include <xxhash.h>

namespace iolens::replay {

namespace {

class ReplayVerifier final : public Verifier {
public:
    void prepare(const std::string&, const std::atomic<bool>*) override { }

    Output check(const Output& produced, const std::string& destPath, const ParamValues&) override
    {
        const FileDigest copy = hashFile(destPath);
        if (!m_first) {
            m_first = First { produced.checksum, copy, produced.bytes };
        } else {
            if (produced.checksum != m_first->read)
                throw VerificationError(
                    "the bytes read hash to " + produced.checksum + ", the first replay's to " + m_first->read);
            if (copy.bytes != m_first->copy.bytes || copy.xxh3 != m_first->copy.xxh3)
                throw VerificationError("the copy was left with " + std::to_string(copy.bytes) + " bytes ("
                    + copy.text() + "), the first replay's with " + std::to_string(m_first->copy.bytes) + " ("
                    + m_first->copy.text() + ")");
            if (produced.bytes != m_first->bytes)
                throw VerificationError("the replay moved " + std::to_string(produced.bytes) + " bytes, the first "
                    + std::to_string(m_first->bytes));
        }
        // One checksum for the report: what was read and what was left, together.
        const std::string both = produced.checksum + ' ' + copy.text();
        Output out { produced.bytes, 0, xxh3Text(XXH3_64bits(both.data(), both.size())) };
        out.linesCounted = false;
        return out;
    }

private:
    struct First {
        std::string read;
        FileDigest copy;
        std::uint64_t bytes = 0;
    };
    std::optional<First> m_first;
};

} // namespace

std::unique_ptr<Verifier> makeReplayVerifier()
{
    return std::make_unique<ReplayVerifier>();
}

} // namespace iolens::replay
