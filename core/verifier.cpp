// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/verifier.h"

#include "core/errors.h"
#include "core/registry.h"

namespace iolens {

namespace {

class AgreementVerifier final : public Verifier {
public:
    void prepare(const std::string&, const std::atomic<bool>*) override { }

    Output check(const Output& produced, const std::string&, const ParamValues&) override
    {
        if (!m_reference) {
            m_reference = produced;
            return produced;
        }
        if (produced.bytes != m_reference->bytes || produced.lines != m_reference->lines
            || produced.checksum != m_reference->checksum)
            throw VerificationError("the result (" + std::to_string(produced.bytes) + " bytes, "
                + std::to_string(produced.lines) + " lines, " + produced.checksum + ") disagrees with the family's ("
                + std::to_string(m_reference->bytes) + " bytes, " + std::to_string(m_reference->lines) + " lines, "
                + m_reference->checksum + ")");
        return produced;
    }

private:
    std::optional<Output> m_reference;
};

} // namespace

std::unique_ptr<Verifier> makeAgreementVerifier()
{
    return std::make_unique<AgreementVerifier>();
}

std::unique_ptr<Verifier> makeVerifier(std::string_view family)
{
    if (const FamilyInfo* f = Registry::instance().familyInfo(family); f && f->makeVerifier)
        return f->makeVerifier();
    return makeAgreementVerifier();
}

} // namespace iolens
