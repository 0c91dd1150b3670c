#include "core/verifier.h"

#include "core/alloc/allocverifier.h"
#include "core/errors.h"
#include "core/filehash.h"
#include "core/lookup/lookupverifier.h"
#include "core/read/readverifier.h"
#include "core/write/writeverifier.h"

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

std::unique_ptr<Verifier> makeVerifier(std::string_view family)
{
    if (family == "copy")
        return std::make_unique<CopyVerifier>();
    if (family == "read")
        return makeReadVerifier();
    if (family == "write")
        return makeWriteVerifier();
    if (family == "lookup")
        return makeLookupVerifier();
    if (family == "alloc")
        return makeAllocVerifier();
    return std::make_unique<AgreementVerifier>();
}

} // namespace iolens
