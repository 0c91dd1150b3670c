// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Every threshold of the findings (findings.h), in one place. Each rule needs a pattern that is
// both large (many calls) and costly (a share of the process's wall time), so that the normal I/O
// of a program — a shell reading its rc file, python importing modules, a buffered copy — finds
// nothing. tests/trace/core/tst_findings.cpp tests each at and just beyond its value.

#include <bit>
#include <cstdint>

namespace iolens::trace::thresholds {

// The size histogram's bucket that holds a call of this many bytes (iolt.h iolt_hist_bucket: 0 → 0,
// 1 → 1, 2-3 → 2, …, [2^(k-1), 2^k) → k), so that a rule's byte cut-off and the buckets it counts
// are one number. tst_findings checks it against iolt_hist_bucket.
constexpr int sizeBucket(std::uint64_t bytes)
{
    return static_cast<int>(std::bit_width(bytes));
}

// "At least num in den": part * den >= whole * num, in integers, so that no rounding of a double
// moves a count across the line.
struct Ratio {
    std::uint64_t num = 0, den = 1;
    constexpr bool reachedBy(std::uint64_t part, std::uint64_t whole) const { return part * den >= whole * num; }
};

// Share of the process's wall time a pattern's calls must account for (small-io, small writes,
// round trips, small socket writes; reopen and rescan have their own, kReopenMinShare and
// kRescanMinShare): below 5 % fixing it could not make the program noticeably faster, whatever the
// counts say. stat-polling, fsync-per-record and whole-file-in-memory need none: a poll's cost is
// its latency and wake-ups, an fsync's depends on the storage (free on tmpfs, milliseconds on a
// disk), a whole-file read's is its memory.
inline constexpr double kMinShare = 0.05;

// small-io: "most calls on a file move < 16 B". 16 B is the size below which the cost of a call
// is entirely per call (a cache line of data); histogram buckets 0–4 hold 0 … 15 bytes.
inline constexpr std::uint64_t kSmallIoBytes = 16;
inline constexpr int kSmallIoBuckets = sizeBucket(kSmallIoBytes); // 5: buckets 0, 1, 2-3, 4-7, 8-15
static_assert(kSmallIoBuckets == 5);
// 10,000 calls: a program reading a few config files a byte at a time makes hundreds; a loop
// over a file's bytes makes as many as the file is long.
inline constexpr std::uint64_t kSmallIoMinCalls = 10'000;
// "Most": at least half of the read (or write) calls on the file.
inline constexpr double kSmallIoMinFraction = 0.5;
// The title says "calls of 1 byte" when at least 9 in 10 of the most frequent call's calls moved one
// byte (a byte loop's last partial reads and its end of file are the rest), else "of under 16 bytes".
inline constexpr Ratio kSmallIoOneByteTitle { 9, 10 };
// The evidence says "They are stdio calls" when at least half of the calls are stdio's, else
// "system calls": the fix differs (stdio already spares the kernel; each system call enters it).
inline constexpr Ratio kSmallIoStdioCalls { 1, 2 };

// reopen-per-record: one path opened, written a little and closed again and again. 1,000 opens of
// one path is beyond any log file opened per message by normal tools (article 004: 20,000).
inline constexpr std::uint64_t kReopenMinOpens = 1'000;
// Below that, from 100 opens on (a Java program appending 500 records through a FileWriter opened
// per record, a 300-line shell loop of `echo … >> f`: the sizes people try first), the time
// decides: what the sessions cost besides their writes (the opens and closes, a shell's dup2 onto
// stdout, Java's fstat of each new stream) takes at least a quarter of the time spent on the file.
// Measured here: 35-58 % for Article004's FileWriter per row on a loaded machine, 59 % for bash's
// `>>`, when a record costs an open and a close. A program that opens its log a few dozen times is
// under the count.
inline constexpr std::uint64_t kReopenFewOpens = 100;
// A file unlinked after half its sessions or more is made anew each time (sqlite3's journal, one
// per transaction): on a file system where its fdatasync is cheap, its opens and closes were a
// quarter of its time, and a reopen finding beside fsync-per-record gave the wrong fix.
inline constexpr double kReopenMaxRemovedFraction = 0.5;
inline constexpr double kReopenFewOpensOverheadShare = 0.25;
// Most sessions write: a file opened many times only to be read is rescan, not reopen.
inline constexpr double kReopenMinWrittenFraction = 0.8;
// Its own share, 0.5 %: on Linux an open and close cost microseconds, so article 004's Java program
// (2,000 opens of test3.csv in a 1.2 s JVM run) spends only 1 % of its time in them here, while on
// the article's Windows machine (3.5 ms per pair) or a network file system the same calls were
// most of the run; the counts above already make the pattern specific.
inline constexpr double kReopenMinShare = 0.005;
// "A little": a record, not a chunk; 64 KiB per session is more than any single record of a
// record-per-open program and less than a buffered writer flushes at once.
inline constexpr std::uint64_t kReopenMaxBytesPerSession = 64 * 1024;

// rescan-from-start: one path opened and read from offset 0 again and again. 100 sessions: a
// program may read a config file twice, not a hundred times (lookup.rescan reads per lookup).
inline constexpr std::uint64_t kRescanMinSessions = 100;
// Most sessions of the path read from the start (not appenders or random readers).
inline constexpr double kRescanMinFromStartFraction = 0.8;

// Rescans cost mostly the CPU that parses the re-read lines, which is not time inside calls: a
// program that rescans a file spends only a few per cent of its wall time in the reads themselves
// (tests/trace/patterns/rescan_from_start: 6 %), so the share it needs is lower.
inline constexpr double kRescanMinShare = 0.01;

// stat-polling: the same path stat'ed at a regular interval. 50 stats at a regular interval is
// a poll loop of at least 50 × 0.5 ms; python's import machinery stats its path entries far
// more often, but in bursts, microseconds apart.
inline constexpr std::uint64_t kStatPollMinCalls = 50;
// Regular: most intervals alike, whatever the few others are. The preload counts the intervals by
// octave (iolt.h iolt_stat_bucket: 1-2 us, 2-4 us, … 8.2-16.4 ms …); "alike" is the octave of the
// median interval and the fuller of its two neighbours, a window of a factor of 4 (statregularity.h),
// so a poll whose interval lies at an octave's edge, or whose sleeps a loaded machine stretches up
// to threefold, keeps every interval inside. At least 80 % of the intervals must lie there: a
// 10 ms sleep loop keeps 96 of its 99 intervals there with 3 stalls of 100 ms (97 %; their
// coefficient of variation is 1.21), and could lose 19 of them.
// Random, independent stats (exponential gaps, rate λ) put e^(-λa) − e^(-4λa) of their intervals
// into a window [a, 4a): at most 47 %, at a = ln 4 / 3λ. Counting 49 intervals (the fewest above)
// the window's share varies: in 200,000 simulated runs at random scales it reached 0.75 in 6 and
// 0.8 in none (largest 0.776); 99 intervals reached 0.69 at most. Traced here: python3 importing 76
// stdlib modules stats /usr/lib/python3.11 150 times with 50 % of the intervals alike (CV 1.10,
// just past the old rule's 1), sqlite3's 50 autocommits its journal 52 times with 63 % (CV 0.58,
// "regular" by the old rule: only kStatPollMaxBusyFraction kept it out); tests/trace/patterns/
// stat_polling (100 × 10 ms) had 98-100 % with 10 CPU hogs running beside it.
inline constexpr double kStatPollMinRegularShare = 0.8;
// The older rule, for traces whose files predate the octave histogram (trace format version 1, or
// JSON written before it): the intervals' coefficient of variation (stddev / mean) at most 1, which
// is what exponential gaps give (49 of them had a CV of at most 1 in 63 % of simulated runs). A
// sleep loop stays far below on an idle machine (under 0.05), but a single 70 ms stall of a loaded
// machine among 100 polls of 10 ms already gives 0.7, and three of 100 ms give 1.21.
inline constexpr double kStatPollMaxCv = 1.0;
// A poll waits between stats; calls closer than 0.5 ms are a loop over something else. Both the
// mean interval and the median's octave must reach 0.5 ms (the octave's end above it: the median
// is at least 0.256 ms): bursts of lookups microseconds apart with pauses between them (imports)
// can average 0.5 ms, but when the bursts hold most intervals the median is microseconds; when
// they hold a fifth or more, the window misses them; and the pauses are alike only when the
// program waits as long between each pair of bursts: a poll, which now and then stats twice.
inline constexpr double kStatPollMinIntervalNs = 500'000;

// A poll sleeps between its stats. When the process's other I/O calls fill the time between them,
// the stats are part of its work, not a poll: sqlite3 stats its journal and its WAL file once per
// transaction, between the transaction's fdatasyncs, so 50 autocommitted inserts were 50 stats at
// a regular 2 ms, with 97 % of the span spent in other calls. A poll's other calls take less
// than this share of the span from its first stat to its last (counted over the whole process, so
// a long burst of I/O outside the span can only hide a poll, never invent one).
inline constexpr double kStatPollMaxBusyFraction = 0.5;

// fsync-per-record: an fsync/fdatasync for about every write. At least 100 of them (each costs
// a disk flush: milliseconds on real storage), and at least one per two writes (fsync-at-end has
// one per file; a database commit of a few pages one per five or so writes).
inline constexpr std::uint64_t kFsyncMinCalls = 100;
inline constexpr double kFsyncMinPerWrite = 0.5;

// small-unbuffered-writes: many write system calls of a record each (16 B … 4 KiB: below the
// 4 KiB page a buffered writer would fill), with no buffering in between. Below 16 B is small-io's.
inline constexpr std::uint64_t kSmallWriteMinCalls = 10'000;
inline constexpr std::uint64_t kSmallWriteMaxBytes = 4096; // exclusive; the evidence says it in KiB
static_assert(kSmallWriteMaxBytes % 1024 == 0);
inline constexpr int kSmallWriteMaxBucket = sizeBucket(kSmallWriteMaxBytes - 1); // 12: 2048-4095 bytes
static_assert(kSmallWriteMaxBucket == 12);
inline constexpr double kSmallWriteMinFraction = 0.5;

// many-round-trips: request/response exchanges with one peer. Article 004 made 29 (one per id),
// costly over any real network; a client fetching one resource makes a handful.
inline constexpr std::uint64_t kRoundTripsMinExchanges = 20;
// "Each small": bytes per exchange at most 1 MiB; larger answers are bulk transfers whose cost is
// the volume, not the number of trips (net.per-id's answers are ~137 KiB).
inline constexpr std::uint64_t kRoundTripMaxBytes = 1 << 20;

// small-socket-writes: a stream sent to a socket in small pieces, each its own system call (and
// on TCP often its own packet): a logger sending each line, Java's unbuffered
// socket.getOutputStream(). The files' rules above leave sockets out, and many-round-trips sees
// only request/response turns. 10,000 sends, as for small-io: an interactive session or a
// client's handful of requests makes far fewer.
inline constexpr std::uint64_t kSocketWriteMinCalls = 10'000;
// "Small": under 1 KiB, less than one TCP segment carries (1,448 bytes on Ethernet), so that the
// kernel and the network handle a piece, not a buffer, per call.
inline constexpr std::uint64_t kSocketSmallWriteBytes = 1024; // exclusive; the texts say it in bytes
inline constexpr int kSocketSmallWriteMaxBucket = sizeBucket(kSocketSmallWriteBytes - 1); // 10: 512-1023 B
static_assert(kSocketSmallWriteMaxBucket == 10);
// At least half of the sends are small.
inline constexpr double kSocketSmallWriteMinFraction = 0.5;
// Pieces, not answers: at least two small sends per request/response exchange. A server that
// answers each request with one send, or a client that sends each request whole, cannot gather
// its sends (the other side waits for each); when the requests themselves are the cost,
// many-round-trips says so and this finding stays away (findingrules.cpp, its row).
inline constexpr Ratio kSocketSendsPerExchange { 2, 1 };

// whole-file-in-memory: a large file read entirely in one read (or a few). 16 MiB is where the
// memory a copy needs starts to matter next to a 64 KiB buffer loop.
inline constexpr std::uint64_t kWholeFileMinBytes = 16 << 20;
inline constexpr int kWholeFileMinBucket = sizeBucket(kWholeFileMinBytes); // 25: from 2^24 = 16 MiB
static_assert(kWholeFileMinBucket == 25);
inline constexpr std::uint64_t kWholeFileMaxReads = 4; // data-carrying reads (not the 0-byte EOF)
inline constexpr double kWholeFileMinCoverage = 0.9; // of the file's size at open

// A zone "dominates" a finding when it holds at least this share of the finding's calls.
inline constexpr double kDominantZone = 0.5;
// Call sites named in a finding's evidence.
inline constexpr std::size_t kSitesNamed = 3;

} // namespace iolens::trace::thresholds
