// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/alloc/allocverifier.h"

#include "core/errors.h"
#include "core/filehash.h"
#include "core/verifier.h"

namespace iolens {

namespace {

class AllocVerifier final : public Verifier {
public:
    void prepare(const std::string& sourcePath, const std::atomic<bool>* cancel) override
    {
        m_reference = hashFile(sourcePath, cancel);
    }

    Output check(const Output& produced, const std::string&, const ParamValues&) override
    {
        if (produced.bytes != m_reference.bytes || produced.checksum != m_reference.text())
            throw VerificationError("the strategy read " + std::to_string(produced.bytes) + " bytes ("
                + produced.checksum + "); the file has " + std::to_string(m_reference.bytes) + " (" + m_reference.text()
                + ")");
        return produced;
    }

private:
    FileDigest m_reference;
};

} // namespace

std::unique_ptr<Verifier> makeAllocVerifier()
{
    return std::make_unique<AllocVerifier>();
}

} // namespace iolens
