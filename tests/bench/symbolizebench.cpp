// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// iolens-bench symbolize: naming the call sites of a trace with 10,000 distinct stacks (issue 23
// §7: under 1 s). The sites are synthesized, spread evenly over the code of real modules, as a
// trace's frames would be: half in iolens-bench itself (a large C++ program with line tables,
// named from its debug information), some in the tests' Rust program (rustc -O -g, with Rust's
// std) and their C program of -O2 call chains (tp_stackcallers), the rest in libc and libstdc++
// (named from their symbol tables, as the stack loader names runtime libraries) and Qt (a library
// without debug information unless its -dbgsym is installed). Each run symbolizes a fresh copy,
// interleaved with a run of the addr2line symbolizer it replaced (addr2linesymbolizer.h), and
// the two answers are compared site by site: OUT_DIR/iolens-bench-symbolize.txt and
// iolens-bench-symbolize-addr2line.txt, one site a line.
#include "benchmarks.h"

#include "addr2linesymbolizer.h"

#include "core/trace/symbolizer.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include <elf.h>
#include <link.h>
#include <unistd.h>

namespace iolens::bench {

namespace {

constexpr std::size_t kSites = 10'000;

struct Code {
    std::string module;
    bool absolute = false; // ET_EXEC: sites are absolute addresses
    std::uint64_t begin = 0, end = 0; // the executable segment, as module offsets
};

std::string selfExe()
{
    char path[4096];
    const ssize_t n = ::readlink("/proc/self/exe", path, sizeof path - 1);
    return n > 0 ? std::string(path, static_cast<std::size_t>(n)) : std::string();
}

// The first executable segment of a 64-bit ELF file, from its program headers.
std::optional<Code> codeOf(const std::string& module)
{
    std::ifstream in(module, std::ios::binary);
    Elf64_Ehdr h {};
    if (!in.read(reinterpret_cast<char*>(&h), sizeof h) || std::memcmp(h.e_ident, ELFMAG, SELFMAG) != 0
        || h.e_ident[EI_CLASS] != ELFCLASS64)
        return std::nullopt;
    for (unsigned i = 0; i < h.e_phnum; ++i) {
        Elf64_Phdr p {};
        in.seekg(static_cast<std::streamoff>(h.e_phoff + i * sizeof p));
        if (!in.read(reinterpret_cast<char*>(&p), sizeof p))
            return std::nullopt;
        if (p.p_type == PT_LOAD && (p.p_flags & PF_X) && p.p_memsz > 0)
            return Code { module, h.e_type == ET_EXEC, p.p_vaddr, p.p_vaddr + p.p_memsz };
    }
    return std::nullopt;
}

int collectLibraries(dl_phdr_info* info, size_t, void* data)
{
    if (info->dlpi_name && *info->dlpi_name)
        static_cast<std::vector<std::string>*>(data)->push_back(info->dlpi_name);
    return 0;
}

bool contains(const std::string& module, const char* name)
{
    return module.find(name) != std::string::npos;
}

// The runtime libraries, which the stack loader names from their symbols alone.
bool runtimeModule(const std::string& module)
{
    return contains(module, "/libc.so") || contains(module, "/libstdc++.so");
}

std::vector<trace::Site> synthesizeSites()
{
    std::vector<std::string> libraries;
    ::dl_iterate_phdr(collectLibraries, &libraries);
    auto library = [&](const char* name) {
        const auto l
            = std::find_if(libraries.begin(), libraries.end(), [&](const std::string& x) { return contains(x, name); });
        return l == libraries.end() ? std::string() : *l;
    };
    // module → how many of the sites lie in it
    const std::vector<std::pair<std::string, std::size_t>> shares
        = { { selfExe(), 5000 }, { IOLENS_BENCH_RUST_PROGRAM, 1500 }, { IOLENS_BENCH_STACKCALLERS_PROGRAM, 500 },
              { library("/libc.so"), 1000 }, { library("/libstdc++.so"), 1000 }, { library("/libQt6Core.so"), 1000 } };
    std::vector<trace::Site> sites;
    for (const auto& [module, n] : shares) {
        const std::optional<Code> c = module.empty() ? std::nullopt : codeOf(module);
        if (!c)
            throw std::runtime_error("symbolize: no code found in " + (module.empty() ? "a library" : module));
        const std::uint64_t base = c->absolute ? 0 : 0x7f0000000000; // where the site's module was loaded
        std::set<std::uint64_t> offsets;
        for (std::size_t k = 1; k <= n; ++k)
            offsets.insert(c->begin + (c->end - c->begin) * k / (n + 1));
        for (const std::uint64_t offset : offsets) {
            trace::Site s;
            s.pid = 1;
            s.module = module;
            s.moduleOffset = offset;
            s.address = base + offset;
            sites.push_back(std::move(s));
        }
    }
    return sites;
}

// One line a site: module+offset, function, location, source path, and the functions it was
// inlined into.
std::string answer(const trace::Site& s)
{
    std::ostringstream out;
    out << s.module << "+0x" << std::hex << s.moduleOffset << std::dec << '\t' << s.function << '\t' << s.location
        << '\t' << s.sourcePath;
    for (const trace::Site::InlinedInto& i : s.inlinedInto)
        out << "\t<- " << i.function << '\t' << i.location << '\t' << i.sourcePath;
    return out.str();
}

void writeAnswers(const std::string& path, const std::vector<trace::Site>& sites)
{
    std::ofstream out(path);
    for (const trace::Site& s : sites)
        out << answer(s) << '\n';
}

} // namespace

void symbolizeBenchmark(const Options& options)
{
    const std::vector<trace::Site> sites = synthesizeSites();
    std::map<std::string, std::size_t> perModule;
    for (const trace::Site& s : sites)
        ++perModule[s.module];
    trace::Trace inProcess, withAddr2line;
    auto timed = [&](trace::Trace& last,
                     void (*symbolize)(trace::Trace&, const std::function<bool(const std::string&)>&)) {
        return [&last, &sites, symbolize] {
            trace::Trace t;
            t.sites = sites;
            const auto t0 = std::chrono::steady_clock::now();
            symbolize(t, runtimeModule);
            const double ns = std::chrono::duration<double, std::nano>(std::chrono::steady_clock::now() - t0).count();
            last = std::move(t);
            return ns;
        };
    };
    const std::vector<std::vector<double>> ns = runInterleaved(
        { timed(inProcess, trace::symbolizeSites), timed(withAddr2line, symbolizeSitesWithAddr2line) }, options.reps);

    std::size_t named = 0, lined = 0, inlined = 0, differ = 0;
    std::vector<std::string> examples;
    for (std::size_t i = 0; i < sites.size(); ++i) {
        const trace::Site& s = inProcess.sites[i];
        named += !s.function.empty();
        lined += !s.location.empty();
        inlined += !s.inlinedInto.empty();
        if (const std::string a = answer(s), b = answer(withAddr2line.sites[i]); a != b) {
            ++differ;
            if (examples.size() < 10)
                examples.push_back("    libdw:     " + a + "\n    addr2line: " + b);
        }
    }
    const std::string answers = options.outDir + "/iolens-bench-symbolize.txt";
    writeAnswers(answers, inProcess.sites);
    writeAnswers(options.outDir + "/iolens-bench-symbolize-addr2line.txt", withAddr2line.sites);
    std::printf("symbolize: %zu distinct call sites synthesized over real modules\n", sites.size());
    for (const auto& [module, n] : perModule)
        std::printf("  %6zu in %s%s\n", n, module.c_str(), runtimeModule(module) ? " (names only)" : "");
    std::printf("  named %zu, with file:line %zu, inside inlined code %zu; %zu notices; answers in %s\n", named, lined,
        inlined, inProcess.notices.size(), answers.c_str());
    std::printf("  answers that differ from addr2line's: %zu\n", differ);
    for (const std::string& e : examples)
        std::printf("%s\n", e.c_str());
    const auto row = [&](const char* label, const std::vector<double>& v) {
        std::printf("  %-32s median %.3f s (min %.3f, max %.3f)\n", label, median(v) / 1e9,
            *std::min_element(v.begin(), v.end()) / 1e9, *std::max_element(v.begin(), v.end()) / 1e9);
    };
    std::printf("  %d interleaved runs each:\n", options.reps);
    row("symbolizeSites (libdw)", ns[0]);
    row("addr2line children (before)", ns[1]);
    printSpeedupRow("libdw vs addr2line", median(ns[1]), median(ns[0]), 1.0);
    std::printf("  target: symbolizeSites < 1 s: %s\n", median(ns[0]) < 1e9 ? "met" : "NOT MET");
}

} // namespace iolens::bench
