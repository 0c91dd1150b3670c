// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/copy/copyverifier.h"

#include "core/errors.h"
#include "core/filehash.h"
#include "core/verifier.h"

#include <sys/stat.h>

namespace iolens {

namespace {

class CopyVerifier final : public Verifier {
public:
    void prepare(const std::string& sourcePath, const std::atomic<bool>* cancel) override
    {
        m_source = sourcePath;
        m_reference = hashFile(sourcePath, cancel);
    }

    Output check(const Output& produced, const std::string& destPath, const ParamValues&) override
    {
        struct stat st { };
        if (::stat(destPath.c_str(), &st) < 0)
            throw VerificationError("the strategy left no destination file");
        const FileDigest digest = hashFile(destPath);
        if (digest.bytes != m_reference.bytes || digest.xxh3 != m_reference.xxh3) {
            const auto offset = firstDifference(m_source, destPath);
            std::string detail = "the copy has " + std::to_string(digest.bytes) + " bytes, the source "
                + std::to_string(m_reference.bytes);
            if (offset && digest.bytes == m_reference.bytes)
                detail = "the copy differs from the source first at byte offset " + std::to_string(*offset);
            else if (offset)
                detail += "; they differ first at byte offset " + std::to_string(*offset);
            throw VerificationError(detail);
        }
        if (produced.bytes != digest.bytes)
            throw VerificationError("the strategy reported " + std::to_string(produced.bytes)
                + " bytes copied but wrote " + std::to_string(digest.bytes));
        return Output { digest.bytes, 0, digest.text() };
    }

private:
    std::string m_source;
    FileDigest m_reference;
};

} // namespace

std::unique_ptr<Verifier> makeCopyVerifier()
{
    return std::make_unique<CopyVerifier>();
}

} // namespace iolens
