// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// iolens-bench trace-scale (issue 22 §1): whole workloads at the sizes the trace's tables must take
// without a ceiling, each traced once with `iolens-cli trace --keep` and its kept trace loaded
// again here (loadTraceModel: the JSON of a million files passes the 2 GiB that iolens reads back)
// and checked for nothing lost: every file, thread and process in the model, no call counted under
// "(no file)" for want of room, no notice of a full table. Printed per workload: what the JSON holds, the kept trace
// directory's allocated bytes in all and per unit (file, thread, process, site), and iolens-cli's peak RSS
// (the loader's memory). The programs are written and compiled here with cc, at run time, so that
// the 100,000-site one costs the project's build nothing.
//   true                       the trace of a program that does nothing stays small
//   processes  --scale-processes (10,000)  /bin/true run that many times by one shell
//   threads    --scale-threads (10,000)    one process, that many threads (100 at a time), each
//                                          writing a file of its own
//   sites      --scale-sites (100,000)     one process, that many distinct call sites of fstat
//   files      --scale-files (1,000,000)   one process creating and reading back that many files
#include "benchmarks.h"

#include "benchutil.h"

#include "core/trace/traceloader.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <string>
#include <vector>

#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

namespace iolens::bench {

namespace {

namespace fs = std::filesystem;

const char* const kThreadsSource = R"(#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
static const char* dir;
static void* work(void* arg)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/t%06ld", dir, (long)arg);
    const int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd < 0 || write(fd, "record\n", 7) != 7 || close(fd) != 0)
        abort();
    return NULL;
}
int main(int argc, char** argv)
{
    dir = argv[1];
    const long n = strtol(argv[2], NULL, 10);
    pthread_t t[100];
    for (long i = 0; i < n; i += 100) {
        const long k = n - i < 100 ? n - i : 100;
        for (long j = 0; j < k; ++j)
            if (pthread_create(&t[j], NULL, work, (void*)(i + j)) != 0)
                abort();
        for (long j = 0; j < k; ++j)
            pthread_join(t[j], NULL);
    }
    printf("%ld threads\n", n);
    return 0;
}
)";

// n distinct call sites: one fstat call instruction each, on one file.
std::string sitesSource(long n)
{
    std::string s = "#include <fcntl.h>\n#include <stdio.h>\n#include <sys/stat.h>\n"
                    "__attribute__((noinline)) static void sites(int fd, struct stat* st)\n{\n";
    for (long i = 0; i < n; ++i)
        s += "    fstat(fd, st);\n";
    s += "}\nint main(int argc, char** argv)\n{\n    struct stat st;\n    const int fd = open(argv[1], O_RDONLY);\n"
         "    if (fd < 0)\n        return 1;\n    sites(fd, &st);\n    printf(\""
        + std::to_string(n) + " sites\\n\");\n    return 0;\n}\n";
    return s;
}

void writeText(const fs::path& path, const std::string& text)
{
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << text;
    if (!out)
        throw std::runtime_error("trace-scale: cannot write " + path.string());
}

// cc at -O0 (-O2 would fold nothing here, but -O0 compiles 100,000 lines in seconds).
fs::path compile(const fs::path& dir, const std::string& name, const std::string& source, const std::string& libs)
{
    const fs::path c = dir / (name + ".c"), exe = dir / name;
    writeText(c, source);
    const std::string command = "cc -O0 -o '" + exe.string() + "' '" + c.string() + "' " + libs;
    if (std::system(command.c_str()) != 0)
        throw std::runtime_error("trace-scale: compiling " + c.string() + " failed (is cc installed?)");
    return exe;
}

struct Outcome {
    double seconds = 0;
    long peakKib = 0; // iolens-cli's own peak RSS
    std::uint64_t traceBytes = 0; // the kept trace directory
    trace::Trace model; // the kept trace, loaded again (no symbols, no findings)
};

// The bytes the directory's files take (allocated blocks): a trace file is sized ahead and sparse,
// so its length says little.
Outcome traceOnce(const fs::path& out, const std::string& name, const std::vector<std::string>& argv)
{
    const fs::path keep = out / (name + ".trace");
    fs::remove_all(keep);
    std::vector<std::string> cli { IOLENS_BENCH_CLI, "trace", "--no-symbols", "--keep", keep.string(), "--" };
    cli.insert(cli.end(), argv.begin(), argv.end());
    const auto start = std::chrono::steady_clock::now();
    const pid_t pid = spawnQuiet(cli);
    int status = 0;
    rusage usage {};
    if (::wait4(pid, &status, 0, &usage) != pid || !WIFEXITED(status) || WEXITSTATUS(status) != 0)
        throw std::runtime_error("trace-scale: iolens-cli trace failed for " + name);
    Outcome o;
    o.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    o.peakKib = usage.ru_maxrss;
    o.traceBytes = directoryBytes(keep);
    o.model = trace::loadTraceModel(keep.string());
    fs::remove_all(keep);
    return o;
}

// What the trace lost for want of room: calls under "(no file)" and notices of full tables.
std::string lost(const trace::Trace& t)
{
    std::uint64_t noFile = 0;
    for (const trace::FileStats& f : t.files)
        if (f.path == "(no file)")
            for (const trace::CallStats& c : f.calls)
                noFile += c.count;
    int full = 0;
    for (const std::string& n : t.notices)
        full += n.find("full") != std::string::npos ? 1 : 0;
    return std::to_string(noFile) + " calls under (no file), " + std::to_string(full) + " notices of a full table";
}

std::uint64_t threadCount(const trace::Trace& t)
{
    std::uint64_t n = 0;
    for (const trace::Process& p : t.processes)
        n += p.threads.size();
    return n;
}

void report(const std::string& name, const std::string& holds, const Outcome& o, std::uint64_t units, const char* unit)
{
    std::printf("%-10s %7.1f s  %s; %s\n", name.c_str(), o.seconds, holds.c_str(), lost(o.model).c_str());
    std::printf("%-10s trace %8.1f MiB (%.0f bytes per %s), iolens-cli peak %.0f MiB\n", "",
        double(o.traceBytes) / (1 << 20), units ? double(o.traceBytes) / double(units) : 0.0, unit,
        double(o.peakKib) / 1024.0);
    std::fflush(stdout);
}

} // namespace

void traceScaleBenchmark(const Options& options)
{
    const fs::path out = fs::path(options.outDir) / "iolens-bench-scale";
    fs::remove_all(out);
    fs::create_directories(out / "work");
    std::printf("trace-scale (issue 22 §1): each workload traced once (--no-symbols), its kept trace loaded again\n");

    const Outcome none = traceOnce(out, "true", { "/bin/true" });
    report("true", std::to_string(none.model.processes.size()) + " process", none, 1, "process");

    const long processes = options.scaleProcesses;
    const Outcome p = traceOnce(out, "processes",
        { "/bin/sh", "-c", "i=0; while [ $i -lt " + std::to_string(processes) + " ]; do /bin/true; i=$((i+1)); done" });
    const auto seenProcesses = std::uint64_t(p.model.processes.size());
    report("processes", std::to_string(seenProcesses) + " processes of " + std::to_string(processes + 1), p,
        seenProcesses, "process");

    const long threads = options.scaleThreads;
    const fs::path threadProgram = compile(out, "threads", kThreadsSource, "-lpthread");
    fs::create_directories(out / "work" / "threads");
    const Outcome t = traceOnce(
        out, "threads", { threadProgram.string(), (out / "work" / "threads").string(), std::to_string(threads) });
    report("threads",
        std::to_string(threadCount(t.model)) + " threads, " + std::to_string(t.model.files.size()) + " files", t,
        std::uint64_t(threads), "thread");
    fs::remove_all(out / "work" / "threads");

    const long sites = options.scaleSites;
    const fs::path siteProgram = compile(out, "sites", sitesSource(sites), "");
    const Outcome s = traceOnce(out, "sites", { siteProgram.string(), siteProgram.string() });
    report("sites", std::to_string(s.model.sites.size()) + " sites of " + std::to_string(sites), s,
        std::uint64_t(sites), "site");

    const long files = options.scaleFiles;
    fs::create_directories(out / "work" / "files");
    const Outcome f = traceOnce(
        out, "files", { IOLENS_BENCH_MANYFILES_PROGRAM, (out / "work" / "files").string(), std::to_string(files) });
    report("files",
        std::to_string(f.model.files.size()) + " files (" + std::to_string(files)
            + " created and read back, and the program's own)",
        f, std::uint64_t(files), "file");
    fs::remove_all(out);
}

} // namespace iolens::bench
