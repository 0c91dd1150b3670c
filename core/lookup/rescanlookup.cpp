// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/errors.h"
#include "core/io/linereader.h"
#include "core/lookup/lookupanswers.h"
#include "core/lookup/lookupplan.h"
#include "core/lookup/lookupstrategies.h"
#include "core/progress.h"
#include "core/strategy.h"

#include <QtGlobal>

#include <cerrno>
#include <fcntl.h>

namespace iolens {

namespace {

class Rescan final : public InstrumentedStrategy<Rescan> {
public:
    Rescan()
        : InstrumentedStrategy({ .id = "lookup.rescan",
            .title = QT_TRANSLATE_NOOP("Lesson", "reopen and read from the start for every lookup"),
            .params = { lookupsParam(), patternParam() },
            .lesson = { .what = QT_TRANSLATE_NOOP("Lesson",
                            "For every lookup opens the file, reads line after line with an 8 KiB buffered reader "
                            "until line n, "
                            "returns it and closes the file."),
                .javaApi = QT_TRANSLATE_NOOP("Lesson",
                    "Article 004's readFile(path, lineNo): new BufferedReader(new FileReader(file)) and readLine() "
                    "lineNo times, per call — 8,277 ms and 9,939 ms of its run for 10,000 lookups in two files."),
                .costModel = QT_TRANSLATE_NOOP("Lesson",
                    "O(N·M): every lookup reads and copies all lines before n (n/2 of the file on average for random "
                    "lines), plus an open and a close. Sequential lookups 1..M only ever read the first M lines, "
                    "which is why the article's reads stayed cheaper than its writes."),
                .timing = QT_TRANSLATE_NOOP("Lesson",
                    "open and close are timed per call; read is each read(2) refill, lookup the line-by-line copying "
                    "in between (one clock read per switch)."),
                .article = QT_TRANSLATE_NOOP("Lesson",
                    "Article 004: each lookup re-opened test1.csv/test2.csv and read from the start (8,277 ms + 9,939 "
                    "ms); an index read once turns O(N·M) into O(N+M)."),
                .excerpt = "for (auto i : wanted) {\n    std::ifstream in(path); // reopen and scan from the start\n   "
                           " skipLines(in, i);\n}" } })
    { }
    std::shared_ptr<const PreparedInput> prepareInput(const RunContext& context) const override
    {
        return prepareLookupPlan(context);
    }

    template <class P> Output execute(RunContext& context, P& probe) const
    {
        const auto& plan = context.preparedInput<LookupPlan>();
        const std::string& path = context.sourcePath();
        LookupAnswers answers;
        WorkProgress progress(context, plan.lineNumbers().size(), 16);
        std::string content;
        std::uint64_t done = 0;
        for (const std::uint64_t lineNo : plan.lineNumbers()) {
            sys::UniqueFd fd;
            {
                auto scope = probe.phase(Phase::Open);
                fd = sys::open(path, O_RDONLY);
            }
            LineReader reader(fd.get(), path);
            bool found = true;
            probe.begin(Phase::Lookup);
            for (std::uint64_t n = 0; n < lineNo && found; ++n)
                found = reader.readLine(content, probe);
            probe.end(Phase::Lookup);
            if (!found)
                throw IoError("read", path, ENODATA); // the file lost lines since the plan counted them
            answers.add(content);
            {
                auto scope = probe.phase(Phase::Close);
                sys::close(fd, path);
            }
            progress.done(++done);
        }
        return answers.output();
    }
};

} // namespace

std::unique_ptr<Strategy> makeLookupRescan()
{
    return std::make_unique<Rescan>();
}

} // namespace iolens
