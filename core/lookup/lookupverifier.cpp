// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/lookup/lookupverifier.h"

#include "core/errors.h"
#include "core/io/readreference.h"
#include "core/lookup/lookupanswers.h"
#include "core/lookup/lookupplan.h"
#include "core/verifier.h"

#include <algorithm>
#include <cerrno>
#include <fstream>
#include <map>
#include <utility>

namespace iolens {

namespace {

// The answers the plainest way: std::getline through the file once, keeping the wanted lines.
Output referenceAnswers(const std::string& path, const std::vector<std::uint64_t>& lineNumbers)
{
    std::vector<std::uint64_t> wanted = lineNumbers;
    std::sort(wanted.begin(), wanted.end());
    wanted.erase(std::unique(wanted.begin(), wanted.end()), wanted.end());
    std::map<std::uint64_t, std::string> lines;
    std::ifstream in(path, std::ios::binary);
    if (!in.is_open())
        throw IoError("std::ifstream::open", path, errno != 0 ? errno : EIO);
    std::string line;
    std::uint64_t lineNo = 0;
    auto next = wanted.begin();
    while (next != wanted.end() && std::getline(in, line)) {
        ++lineNo;
        if (lineNo != *next)
            continue;
        if (!in.eof() && !line.empty() && line.back() == '\r')
            line.pop_back(); // "\r\n" is one ending; a '\r' on an unterminated last line is content
        lines.emplace(lineNo, line);
        ++next;
    }
    if (next != wanted.end())
        throw VerificationError("the file has only " + std::to_string(lineNo) + " lines now");
    LookupAnswers answers;
    for (const std::uint64_t n : lineNumbers)
        answers.add(lines.at(n));
    return answers.output();
}

class LookupVerifier final : public Verifier {
public:
    void prepare(const std::string& sourcePath, const std::atomic<bool>* cancel) override
    {
        m_source = sourcePath;
        m_lines = computeReadReference(sourcePath, cancel).lines;
    }

    Output check(const Output& produced, const std::string&, const ParamValues& params) override
    {
        const auto lookups = params.find("lookups");
        const auto pattern = params.find("pattern");
        if (lookups == params.end() || pattern == params.end())
            throw VerificationError("the run has no 'lookups' and 'pattern' parameters to verify against");
        const auto key = std::make_pair(lookups->second, pattern->second);
        auto it = m_expected.find(key);
        if (it == m_expected.end()) {
            const auto numbers
                = lookupLineNumbers(m_lines, static_cast<std::uint64_t>(lookups->second), pattern->second);
            it = m_expected.emplace(key, referenceAnswers(m_source, numbers)).first;
        }
        const Output& expected = it->second;
        if (produced.bytes != expected.bytes || produced.lines != expected.lines
            || produced.checksum != expected.checksum)
            throw VerificationError("the strategy answered " + std::to_string(produced.lines) + " lookups with "
                + std::to_string(produced.bytes) + " bytes (" + produced.checksum + "); the file's lines give "
                + std::to_string(expected.lines) + " answers, " + std::to_string(expected.bytes) + " bytes ("
                + expected.checksum + ")");
        return produced;
    }

private:
    std::string m_source;
    std::uint64_t m_lines = 0;
    std::map<std::pair<std::int64_t, std::int64_t>, Output> m_expected;
};

} // namespace

std::unique_ptr<Verifier> makeLookupVerifier()
{
    return std::make_unique<LookupVerifier>();
}

} // namespace iolens
