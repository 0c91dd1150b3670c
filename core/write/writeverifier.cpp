// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/write/writeverifier.h"

#include "core/errors.h"
#include "core/filehash.h"
#include "core/sysio.h"
#include "core/verifier.h"
#include "core/write/writerecords.h"

#include <fcntl.h>
#include <map>
#include <xxhash.h>

namespace iolens {

namespace {

// The first offset where the file differs from `expected` (both have the same size here).
std::uint64_t firstDifferenceFrom(const std::string& path, const std::string& expected)
{
    constexpr std::size_t kChunk = 1u << 20;
    sys::UniqueFd fd = sys::open(path, O_RDONLY);
    std::string buffer(kChunk, '\0');
    std::uint64_t offset = 0;
    for (;;) {
        const std::size_t n = sys::readFull(fd.get(), buffer.data(), kChunk, path);
        for (std::size_t i = 0; i < n; ++i)
            if (offset + i >= expected.size() || buffer[i] != expected[offset + i])
                return offset + i;
        if (n < kChunk)
            return offset + n;
        offset += n;
    }
}

class WriteVerifier final : public Verifier {
public:
    void prepare(const std::string&, const std::atomic<bool>*) override { }

    Output check(const Output& produced, const std::string& destPath, const ParamValues& params) override
    {
        const auto it = params.find("records");
        if (it == params.end())
            throw VerificationError("the run has no 'records' parameter to verify against");
        const auto count = static_cast<std::uint64_t>(it->second);
        const FileDigest& expected = expectedFor(count);
        const FileDigest written = hashFile(destPath);
        if (written.bytes != expected.bytes || written.xxh3 != expected.xxh3) {
            std::string detail = "the file has " + std::to_string(written.bytes) + " bytes (" + written.text() + "), "
                + std::to_string(count) + " records make " + std::to_string(expected.bytes) + " (" + expected.text()
                + ")";
            if (written.bytes == expected.bytes) {
                // Where it differs helps more than two hashes: a lost or doubled record shows in place.
                const WriteRecords records(count);
                const std::uint64_t at = firstDifferenceFrom(destPath, records.text());
                detail += "; they differ first at byte offset " + std::to_string(at);
            }
            throw VerificationError(detail);
        }
        if (produced.bytes != written.bytes)
            throw VerificationError("the strategy reported " + std::to_string(produced.bytes)
                + " bytes written but the file has " + std::to_string(written.bytes));
        return Output { written.bytes, count, written.text() };
    }

private:
    const FileDigest& expectedFor(std::uint64_t count)
    {
        auto [it, inserted] = m_expected.try_emplace(count);
        if (inserted) {
            const WriteRecords records(count);
            it->second
                = FileDigest { records.text().size(), XXH3_64bits(records.text().data(), records.text().size()) };
        }
        return it->second;
    }

    std::map<std::uint64_t, FileDigest> m_expected; // by record count: strategies may differ in it
};

} // namespace

std::unique_ptr<Verifier> makeWriteVerifier()
{
    return std::make_unique<WriteVerifier>();
}

} // namespace iolens
