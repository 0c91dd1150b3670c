// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// text.c, the preload's stand-in for snprintf in its fixed formats: each result, cut or whole, is
// the one snprintf gives for the same format, buffer size by buffer size, and so is the length
// returned.
#include <QTest>

#include <climits>
#include <cstdio>
#include <string>
#include <vector>

extern "C" {
#include "core/trace/preload/text.h"
}

namespace {

constexpr char kUntouched = '#';

// Both results for every buffer size from 0 to the whole text and a little more: the bytes written
// (a fresh buffer filled with kUntouched each time, so a byte written past the NUL shows) and the
// lengths returned.
template <typename Ours, typename Theirs> void compareAtEverySize(Ours ours, Theirs theirs)
{
    const std::size_t whole = static_cast<std::size_t>(theirs(nullptr, 0));
    for (std::size_t cap = 0; cap <= whole + 3; ++cap) {
        std::vector<char> a(whole + 8, kUntouched), b(whole + 8, kUntouched);
        const std::size_t ourLength = ours(a.data(), cap);
        const int theirLength = theirs(cap ? b.data() : nullptr, cap);
        QCOMPARE(ourLength, static_cast<std::size_t>(theirLength));
        QCOMPARE(std::string(a.begin(), a.end()), std::string(b.begin(), b.end()));
    }
}

} // namespace

class TestPreloadText : public QObject {
    Q_OBJECT

private slots:
    void fdLinksAsSnprintfWritesThem()
    {
        for (long fd : { 0L, 7L, 10L, 1023L, 2147483647L, -1L, -100L, LONG_MIN, LONG_MAX }) {
            compareAtEverySize([fd](char* out, std::size_t cap) { return iol_text_fd_link(out, cap, fd); },
                [fd](char* out, std::size_t cap) { return std::snprintf(out, cap, "/proc/self/fd/%ld", fd); });
        }
    }

    void traceFileNamesAsSnprintfWritesThem()
    {
        struct Case {
            const char* dir;
            int pid;
            unsigned generation;
            const char* ext;
        };
        for (const Case& c :
            { Case { "/run/user/1000/iolens-x", 4242, 0, ".iolt" }, Case { "/tmp/d", INT_MAX, UINT_MAX, ".iolts" },
                Case { "", 1, 99999, ".iolt" }, Case { "/d", INT_MIN, 10, ".iolt" } }) {
            compareAtEverySize(
                [&c](char* out, std::size_t cap) {
                    return iol_text_trace_file(out, cap, c.dir, c.pid, c.generation, c.ext);
                },
                [&c](char* out, std::size_t cap) {
                    return std::snprintf(out, cap, "%s/p%d.%u%s", c.dir, c.pid, c.generation, c.ext);
                });
        }
    }

    void joinsAsSnprintfWritesThem()
    {
        const std::string longName(300, 'x');
        for (const auto& [a, b] : std::vector<std::pair<std::string, std::string>> {
                 { "/home/u/src", "f001.c" }, { "", "leaf" }, { "/", "" }, { longName, "y" } }) {
            compareAtEverySize(
                [&](char* out, std::size_t cap) { return iol_text_join(out, cap, a.c_str(), b.c_str()); },
                [&](char* out, std::size_t cap) { return std::snprintf(out, cap, "%s/%s", a.c_str(), b.c_str()); });
        }
    }

    void numbersAtTheirLimits()
    {
        for (long long v : { 0LL, 9LL, 10LL, -9LL, -10LL, LLONG_MAX, LLONG_MIN }) {
            compareAtEverySize(
                [v](char* out, std::size_t cap) {
                    iol_text t = iol_text_begin(out, cap);
                    iol_text_str(&t, "n=");
                    iol_text_long(&t, v);
                    return t.len;
                },
                [v](char* out, std::size_t cap) { return std::snprintf(out, cap, "n=%lld", v); });
        }
        compareAtEverySize(
            [](char* out, std::size_t cap) {
                iol_text t = iol_text_begin(out, cap);
                iol_text_ulong(&t, ULLONG_MAX);
                return t.len;
            },
            [](char* out, std::size_t cap) { return std::snprintf(out, cap, "%llu", ULLONG_MAX); });
    }
};

QTEST_APPLESS_MAIN(TestPreloadText)
#include "tst_preloadtext.moc"
