// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// symbolizeSites() on this test's own executable (built with line tables): function and
// file:line from its debug information, read in this process (DwarfSymbols), inlined code with
// the functions it was inlined into; in a stripped library only names whose symbol covers the
// site; a module that cannot be read keeps module+offset and says so.

#include "core/trace/symbolizer.h"

#include "core/trace/debianpackage.h"
#include "core/trace/demangle.h"
#include "core/trace/dwarfsymbols.h"
#include "core/trace/elfsymbols.h"

#include <QDir>
#include <QFileInfo>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>
#include <dlfcn.h>
#include <map>
#include <unistd.h>

using namespace iolens::trace;

// A site is what the preload records: a return address, the instruction after a call. The probe
// calls a function that hands back its own return address, on a line of its own.
extern "C" __attribute__((noinline)) void* iolensReturnAddress()
{
    return __builtin_return_address(0);
}
extern "C" __attribute__((noinline, used)) void* iolensSymbolizerProbe()
{
    void* const site = iolensReturnAddress(); // kProbeCallLine
    asm volatile("" ::: "memory");
    return site;
}
static constexpr int kProbeCallLine = __LINE__ - 4;

// Inlined code: a C++ function (so its debug information names it by its mangled linkage name)
// always inlined into a C one, whose site is the return address of the call inside the former.
namespace iolenstest {
__attribute__((always_inline)) inline void* inlinedProbe()
{
    void* const site = iolensReturnAddress(); // kInlinedCallLine
    asm volatile("" ::: "memory");
    return site;
}
} // namespace iolenstest
static constexpr int kInlinedCallLine = __LINE__ - 5;
extern "C" __attribute__((noinline, used)) void* iolensInliningCaller()
{
    return iolenstest::inlinedProbe(); // kInliningLine
}
static constexpr int kInliningLine = __LINE__ - 2;

namespace {

// This file's path, canonical. __FILE__ is relative to the build directory, where the compiler
// runs, when ccache's base_dir rewrites the paths it is given.
QString thisFile()
{
    return QFileInfo(QDir(QStringLiteral(IOLENS_TEST_BUILD_DIR)).absoluteFilePath(QStringLiteral(__FILE__)))
        .canonicalFilePath();
}

std::string selfExe()
{
    char path[4096];
    const ssize_t n = ::readlink("/proc/self/exe", path, sizeof path - 1);
    return n > 0 ? std::string(path, static_cast<std::size_t>(n)) : std::string();
}

// A site two bytes into `function` of a module loaded at `base`: a "return address" whose
// looked-up byte (the one before it) is inside the function.
Site siteIn(const std::string& module, std::uintptr_t function, std::uintptr_t base)
{
    Site s;
    s.pid = 1;
    s.module = module;
    s.address = function + 2;
    s.moduleOffset = function + 2 - base;
    return s;
}

// The stripped test library, loaded while this lives: its exported function and the static
// (unnamed) one that lies after it.
struct StrippedLibrary {
    void* handle = ::dlopen(IOLENS_TEST_STRIPPED_LIB, RTLD_NOW);
    std::uintptr_t base = 0, exported = 0, hidden = 0;
    StrippedLibrary()
    {
        if (!handle)
            return;
        const auto hiddenAddressOf = reinterpret_cast<void* (*)()>(::dlsym(handle, "iolensStrippedHiddenAddress"));
        void* const exportedFunction = ::dlsym(handle, "iolensStrippedExported");
        Dl_info info {};
        if (!hiddenAddressOf || !exportedFunction || ::dladdr(exportedFunction, &info) == 0)
            return;
        base = reinterpret_cast<std::uintptr_t>(info.dli_fbase);
        exported = reinterpret_cast<std::uintptr_t>(exportedFunction);
        hidden = reinterpret_cast<std::uintptr_t>(hiddenAddressOf());
    }
    ~StrippedLibrary()
    {
        if (handle)
            ::dlclose(handle);
    }
    StrippedLibrary(const StrippedLibrary&) = delete;
    StrippedLibrary& operator=(const StrippedLibrary&) = delete;
    bool loaded() const { return exported != 0 && hidden != 0; }
};

} // namespace

class TestSymbolizer : public QObject {
    Q_OBJECT

private slots:
    void ownFunction()
    {
        Dl_info info {};
        const auto address = reinterpret_cast<std::uintptr_t>(iolensSymbolizerProbe());
        QVERIFY(::dladdr(reinterpret_cast<void*>(address), &info) != 0);
        Trace t;
        Site s;
        s.pid = 1;
        s.module = selfExe();
        QVERIFY(ElfSymbols::hasDebugInfo(s.module)); // so its debug information is read, for the line
        s.address = address;
        s.moduleOffset = address - reinterpret_cast<std::uintptr_t>(info.dli_fbase);
        t.sites.push_back(s);
        symbolizeSites(t);
        QCOMPARE(t.sites[0].function, std::string("iolensSymbolizerProbe"));
        const std::string& loc = t.sites[0].location;
        QVERIFY2(loc.rfind("tst_symbolizer.cpp:", 0) == 0, loc.c_str());
        const int line = std::stoi(loc.substr(loc.find(':') + 1));
        // Exactly the call's line: the symbolizer looks up the byte before the return address,
        // which is inside the call instruction, not the statement after it.
        QCOMPARE(line, kProbeCallLine);
        QCOMPARE(t.sites[0].label(), "iolensSymbolizerProbe (" + loc + ")");
        // The source path keeps the directory the debug information names: this very file.
        QCOMPARE(QFileInfo(QString::fromStdString(t.sites[0].sourcePath)).canonicalFilePath(), thisFile());
        QVERIFY(t.notices.empty());
    }

    // A build that compiles "../../src/x.c" writes the source's path through its own directory:
    // the frames name the source without the "build/..", the same file.
    void sourcePathThroughTheBuildDirectoryIsCleaned()
    {
        void* const handle = ::dlopen(IOLENS_TEST_RELATIVE_LIB, RTLD_NOW | RTLD_LOCAL);
        QVERIFY2(handle, ::dlerror());
        const auto closeLibrary = qScopeGuard([handle] { ::dlclose(handle); });
        void* const function = ::dlsym(handle, "iolensStrippedExported");
        Dl_info info {};
        QVERIFY(function && ::dladdr(function, &info) != 0);
        Trace t;
        Site s;
        s.pid = 1;
        s.module = IOLENS_TEST_RELATIVE_LIB;
        s.address = reinterpret_cast<std::uintptr_t>(function) + 8; // inside the function, past its entry
        s.moduleOffset = s.address - reinterpret_cast<std::uintptr_t>(info.dli_fbase);
        t.sites.push_back(s);
        symbolizeSites(t);
        const QString path = QString::fromStdString(t.sites[0].sourcePath);
        QCOMPARE(QString::fromStdString(t.sites[0].function), QStringLiteral("iolensStrippedExported"));
        QVERIFY2(!path.contains(QLatin1String("/../")) && !path.contains(QLatin1String("/./")), qPrintable(path));
        QCOMPARE(path, QFileInfo(QStringLiteral(IOLENS_TEST_RELATIVE_SOURCE)).absoluteFilePath());
    }

    // Inlined code is named by the inlined function, at its line, then by each function it was
    // inlined into, at the line of the call: what addr2line -i said, and the stack views show.
    void inlinedFunctionKeepsItsCaller()
    {
        Dl_info info {};
        const auto address = reinterpret_cast<std::uintptr_t>(iolensInliningCaller());
        QVERIFY(::dladdr(reinterpret_cast<void*>(address), &info) != 0);
        Trace t;
        Site s;
        s.pid = 1;
        s.module = selfExe();
        s.address = address;
        s.moduleOffset = address - reinterpret_cast<std::uintptr_t>(info.dli_fbase);
        t.sites.push_back(s);
        symbolizeSites(t);
        const Site& site = t.sites[0];
        const auto q = [](const std::string& s) { return QString::fromStdString(s); };
        QCOMPARE(q(site.function), QStringLiteral("iolenstest::inlinedProbe()")); // demangled, as addr2line -C
        QCOMPARE(q(site.location), QStringLiteral("tst_symbolizer.cpp:%1").arg(kInlinedCallLine));
        QCOMPARE(site.inlinedInto.size(), std::size_t(1));
        QCOMPARE(q(site.inlinedInto[0].function), QStringLiteral("iolensInliningCaller"));
        QCOMPARE(q(site.inlinedInto[0].location), QStringLiteral("tst_symbolizer.cpp:%1").arg(kInliningLine));
        QCOMPARE(QFileInfo(QString::fromStdString(site.inlinedInto[0].sourcePath)).canonicalFilePath(), thisFile());
        QVERIFY(t.notices.empty());
    }

    // Names as addr2line -C prints them: C++ demangled with its parameters, Rust's legacy symbols
    // (rustc 1.63's default) without their hash and with rustc's escapes undone, Rust's v0 symbols
    // (rustup's std, -C symbol-mangling-version=v0) with their generic arguments and closures, the
    // rest as they are.
    void namesAreDemangledAsAddr2lineDoes_data()
    {
        QTest::addColumn<QString>("symbol");
        QTest::addColumn<QString>("name");
        QTest::addRow("c") << "write_record"
                           << "write_record";
        QTest::addRow("c named like a type") << "i"
                                             << "i";
        QTest::addRow("c++") << "_ZN10iolenstest12inlinedProbeEv"
                             << "iolenstest::inlinedProbe()";
        QTest::addRow("c++ clone") << "_ZN6iolens5writeEi.cold"
                                   << "iolens::write(int) [clone .cold]";
        QTest::addRow("rust") << "_ZN3std2fs4File4open17h0123456789abcdefE"
                              << "std::fs::File::open";
        QTest::addRow("rust escapes")
            << "_ZN66_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h0123456789abcdefE"
            << "<alloc::vec::Vec<T> as core::ops::drop::Drop>::drop";
        QTest::addRow("rust llvm suffix")
            << "_ZN5alloc7raw_vec11finish_grow17h0123456789abcdefE.llvm.6004107872992402163"
            << "alloc::raw_vec::finish_grow";
        // Fewer than five distinct digits: not a Rust hash, so a C++ name whose last part is "h…".
        QTest::addRow("not a rust hash") << "_ZN3std2fs4File4open17h0000000000000000E"
                                         << "std::fs::File::open::h0000000000000000";
        QTest::addRow("rust v0") << "_RNvNtCsjrHSEGnQ3l9_3std2rt19lang_start_internal"
                                 << "std::rt::lang_start_internal";
        QTest::addRow("rust v0 generic closure")
            << "_RINvNtCsjrHSEGnQ3l9_3std5panic12catch_unwindNCNvNtB4_2rt19lang_start_internal0iEB4_"
            << "std::panic::catch_unwind::<std::rt::lang_start_internal::{closure#0}, isize>";
        QTest::addRow("rust v0 llvm suffix") << "_RNvCs1234_7mycrate3foo.llvm.6004107872992402163"
                                             << "mycrate::foo";
        // "_R" followed by no valid path: not Rust, and no C++ either.
        QTest::addRow("not rust v0") << "_Rfoo"
                                     << "_Rfoo";
    }
    void namesAreDemangledAsAddr2lineDoes()
    {
        QFETCH(QString, symbol);
        QFETCH(QString, name);
        QCOMPARE(QString::fromStdString(demangledName(symbol.toStdString().c_str())), name);
    }

    // In a stripped library addr2line names the exported function *before* an address even when
    // that function ends long before it: only a symbol whose size covers the address names it.
    void strippedLibraryNamesOnlyFunctionsThatContainTheSite()
    {
        const StrippedLibrary lib;
        QVERIFY2(lib.loaded(), "the stripped test library or its two functions were not found");
        // The static function lies after the exported one, so the nearest symbol before it is an
        // exported name: the wrong answer this test guards against is available.
        QVERIFY(lib.hidden > lib.exported);
        // No DWARF: named from the symbol tables (addr2line's nearest-symbol answer was the wrong
        // one guarded against here).
        QVERIFY(!ElfSymbols::hasDebugInfo(IOLENS_TEST_STRIPPED_LIB));
        Trace t;
        t.sites = { siteIn(IOLENS_TEST_STRIPPED_LIB, lib.exported, lib.base),
            siteIn(IOLENS_TEST_STRIPPED_LIB, lib.hidden, lib.base) };
        symbolizeSites(t);
        QCOMPARE(t.sites[0].function, std::string("iolensStrippedExported"));
        QCOMPARE(t.sites[0].location, std::string());
        QCOMPARE(t.sites[1].function, std::string());
        char offset[32];
        std::snprintf(offset, sizeof offset, "+0x%llx", static_cast<unsigned long long>(t.sites[1].moduleOffset));
        QCOMPARE(t.sites[1].label(), std::string("libiolens_test_stripped.so") + offset);
        // Names without lines: the notice says so (no package installed it, so no package is named).
        QCOMPARE(t.notices,
            (std::vector<std::string> { std::string("No debug information for ") + IOLENS_TEST_STRIPPED_LIB
                + ": its call sites are named by the functions' symbols, without file and line." }));
    }

    // A module a Debian package installed, without debug information: the notice names the
    // package whose -dbgsym would name its sites (gzip is a dependency of the suite, .ci/deps).
    void packagedModuleNamesItsDbgsym()
    {
        const std::string gzip = QFileInfo(QStringLiteral("/usr/bin/gzip")).exists() ? "/usr/bin/gzip" : "/bin/gzip";
        QCOMPARE(
            owningPackages({ gzip, "/nonexistent/tool" }), (std::map<std::string, std::string> { { gzip, "gzip" } }));
        Trace t;
        Site s;
        s.module = gzip;
        s.moduleOffset = 0x10; // in the ELF header: no function there
        t.sites.push_back(s);
        symbolizeSites(t);
        QCOMPARE(t.notices,
            (std::vector<std::string> { "No symbols or debug information for " + gzip
                + ": its call sites are shown as module+offset. Installing gzip-dbgsym (Debian's debug archive) "
                  "would name them with their lines." }));
        QCOMPARE(t.noticePhrases.back().size(), std::size_t(2)); // both sentences translatable
    }

    // dpkg's answers are kept in the user's cache (XDG_CACHE_HOME), owners and non-owners alike,
    // read back while dpkg's status file is unchanged, and asked again once it is not.
    void dpkgAnswersAreCachedUntilDpkgChanges()
    {
        QTemporaryDir cacheHome;
        QVERIFY(cacheHome.isValid());
        const QByteArray saved = qgetenv("XDG_CACHE_HOME");
        qputenv("XDG_CACHE_HOME", cacheHome.path().toUtf8());
        const auto restore = qScopeGuard([&] { qputenv("XDG_CACHE_HOME", saved); });
        const std::string gzip = QFileInfo(QStringLiteral("/usr/bin/gzip")).exists() ? "/usr/bin/gzip" : "/bin/gzip";
        const std::map<std::string, std::string> expected { { gzip, "gzip" } };
        QCOMPARE(owningPackages({ gzip, "/nonexistent/tool" }), expected);

        QFile file(cacheHome.filePath(QStringLiteral("iolens/dpkg-owners.tsv")));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QList<QByteArray> lines = file.readAll().split('\n');
        file.close();
        QVERIFY(lines[0].startsWith("dpkg-status "));
        QVERIFY(lines.contains("/nonexistent/tool\t"));
        QVERIFY(lines.contains(QByteArray::fromStdString(gzip) + "\tgzip"));

        // Read back, not asked again: a changed answer in the cache is believed.
        const auto rewrite = [&](const QByteArray& stamp) {
            QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
            file.write(stamp + "\n" + QByteArray::fromStdString(gzip) + "\tfrom-the-cache\n");
            file.close();
        };
        rewrite(lines[0]);
        QCOMPARE(owningPackages({ gzip }), (std::map<std::string, std::string> { { gzip, "from-the-cache" } }));
        // dpkg's status changed since (another stamp): asked again.
        rewrite("dpkg-status 1 2");
        QCOMPARE(owningPackages({ gzip }), expected);
    }

    void dpkgAnswersAreRead()
    {
        const std::map<std::string, std::string> found
            = parseDpkgSearch("zlib1g:amd64: /lib/x86_64-linux-gnu/libz.so.1\n"
                              "diversion by foo from: /usr/bin/x\n"
                              "libc6:amd64, libc6:i386: /usr/share/doc/libc6\n"
                              "gzip: /bin/gzip\n"
                              "garbage\n");
        QCOMPARE(found,
            (std::map<std::string, std::string> { { "/lib/x86_64-linux-gnu/libz.so.1", "zlib1g" },
                { "/usr/share/doc/libc6", "libc6" }, { "/bin/gzip", "gzip" } }));
    }

    // A runtime library is named from its symbol tables alone, without its debug information
    // (symbolizeSites' namesOnly): the covering function's global name, the same answer the stripped-library rule
    // gives, and nothing for an address no function covers.
    void runtimeLibraryIsNamedFromItsSymbols()
    {
        const StrippedLibrary lib;
        QVERIFY2(lib.loaded(), "the stripped test library or its two functions were not found");
        // libc's read(2) wrapper, whose aliases (__read) share its code: "read" is the name.
        Dl_info libc {};
        QVERIFY(::dladdr(reinterpret_cast<void*>(&::read), &libc) != 0);
        Trace t;
        t.sites = { siteIn(IOLENS_TEST_STRIPPED_LIB, lib.exported, lib.base),
            siteIn(IOLENS_TEST_STRIPPED_LIB, lib.hidden, lib.base),
            siteIn(libc.dli_fname, reinterpret_cast<std::uintptr_t>(libc.dli_saddr),
                reinterpret_cast<std::uintptr_t>(libc.dli_fbase)) };
        const QByteArray path = qgetenv("PATH");
        qputenv("PATH", "/nonexistent"); // no tool to fall back on: the names are the tables'
        symbolizeSites(t, [](const std::string&) { return true; });
        qputenv("PATH", path);
        QCOMPARE(t.sites[0].function, std::string("iolensStrippedExported"));
        QCOMPARE(t.sites[1].function, std::string());
        QCOMPARE(t.sites[2].function, std::string("read"));
        for (const Site& s : t.sites)
            QCOMPARE(s.location, std::string()); // names only: no lines
    }

    void unreadableModuleKeepsItsOffset()
    {
        Trace t;
        Site s;
        s.module = "/nonexistent/libgone.so";
        s.moduleOffset = 0x10;
        t.sites.push_back(s);
        Site anonymous; // no module: nothing to look up
        anonymous.address = 0x7f00;
        t.sites.push_back(anonymous);
        symbolizeSites(t);
        QCOMPARE(t.sites[0].label(), std::string("libgone.so+0x10"));
        QCOMPARE(t.sites[1].label(), std::string("(unknown module)+0x7f00"));
        QCOMPARE(t.notices,
            (std::vector<std::string> { "No symbols or debug information for /nonexistent/libgone.so: "
                                        "its call sites are shown as module+offset." }));
    }

    // The debug information is read in this process: no addr2line (binutils) needed.
    void namesWithoutAddr2line()
    {
        Dl_info info {};
        const auto address = reinterpret_cast<std::uintptr_t>(iolensSymbolizerProbe());
        QVERIFY(::dladdr(reinterpret_cast<void*>(address), &info) != 0);
        const QByteArray path = qgetenv("PATH");
        qputenv("PATH", "/nonexistent");
        Trace t;
        Site s;
        s.module = selfExe();
        s.address = address;
        s.moduleOffset = address - reinterpret_cast<std::uintptr_t>(info.dli_fbase);
        t.sites.push_back(s);
        symbolizeSites(t);
        qputenv("PATH", path);
        QCOMPARE(
            t.sites[0].label(), "iolensSymbolizerProbe (tst_symbolizer.cpp:" + std::to_string(kProbeCallLine) + ")");
        QVERIFY(t.notices.empty());
    }
};

QTEST_GUILESS_MAIN(TestSymbolizer)
#include "tst_symbolizer.moc"
