// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Zones are per thread: the main thread opens zone "main" and starts two threads, each of which
// opens its own zone ("thread A", "thread B": the RAII form of iolens/stopwatch.h) and writes N
// records of 64 bytes to its own file. Under iolens trace each file's calls belong to its thread's
// zone only, none to "main", which is open in another thread the whole time.
//
//   zonethreads DIR N
#include <iolens/stopwatch.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <string>
#include <thread>
#include <unistd.h>

namespace {

void writeRecords(const std::string& path, const char* zone, unsigned long n)
{
    iolens::stopwatch::Zone z(zone);
    const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd < 0) {
        std::perror(path.c_str());
        std::exit(1);
    }
    char record[65];
    for (unsigned long i = 0; i < n; ++i) {
        std::snprintf(record, sizeof record, "%010lu,%-.52s", i % 1000000000ul, zone);
        std::memset(record + std::strlen(record), ' ', sizeof record - 1 - std::strlen(record));
        record[63] = '\n';
        if (::write(fd, record, 64) != 64) {
            std::perror(path.c_str());
            std::exit(1);
        }
    }
    ::close(fd);
}

} // namespace

int main(int argc, char** argv)
{
    if (argc != 3) {
        std::fprintf(stderr, "usage: zonethreads DIR N\n");
        return 2;
    }
    const std::string dir = argv[1];
    const unsigned long n = std::strtoul(argv[2], nullptr, 10);
    iolens::stopwatch::Zone main("main");
    std::thread a(writeRecords, dir + "/a.txt", "thread A", n);
    std::thread b(writeRecords, dir + "/b.txt", "thread B", n);
    a.join();
    b.join();
    return 0;
}
