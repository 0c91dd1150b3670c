// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/read/readverifier.h"

#include "core/errors.h"
#include "core/io/readreference.h"
#include "core/verifier.h"

namespace iolens {

namespace {

class ReadVerifier final : public Verifier {
public:
    void prepare(const std::string& sourcePath, const std::atomic<bool>* cancel) override
    {
        m_reference = computeReadReference(sourcePath, cancel);
    }

    Output check(const Output& produced, const std::string&, const ParamValues&) override
    {
        const std::string expected = m_reference.checksum();
        const bool hashed = !produced.checksum.empty();
        const bool counted = produced.linesCounted;
        const std::uint64_t expectedLines
            = m_reference.lines - (produced.linesAreNewlines && m_reference.lastLineUnterminated ? 1 : 0);
        if (produced.bytes != m_reference.bytes || (counted && produced.lines != expectedLines)
            || (hashed && produced.checksum != expected))
            throw VerificationError("the strategy read " + std::to_string(produced.bytes) + " bytes, "
                + (counted ? std::to_string(produced.lines) : std::string("uncounted")) + " lines"
                + (hashed ? ", " + produced.checksum : std::string()) + "; the file has "
                + std::to_string(m_reference.bytes) + " bytes, " + std::to_string(expectedLines)
                + (produced.linesAreNewlines ? " newlines" : " lines") + (hashed ? ", " + expected : std::string()));
        return produced;
    }

private:
    ReadReference m_reference;
};

} // namespace

std::unique_ptr<Verifier> makeReadVerifier()
{
    return std::make_unique<ReadVerifier>();
}

} // namespace iolens
