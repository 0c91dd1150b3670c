// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// unwind.c's memo of the main thread's walks against libgcc's own walk, in this process: the same
// call path again (taken whole from the memo), the same frame reached from another caller (the
// return addresses differ: walked again), the same outer frames under another inner function
// (finished from the memo), frames whose size changes between calls (alloca), another thread
// (never memoised). Each memo walk must be the plain walk, frame for frame.
#include <QTest>

#include <alloca.h>
#include <cstring>
#include <thread>
#include <vector>

extern "C" {
#include "core/trace/preload/unwind.h"
}

namespace {

constexpr int kMax = 80;

struct Walks {
    std::vector<void*> plain, memo;
};

// Both walks from one frame: they differ only in their first two frames (libgcc's own and the
// return into this function), so the rest must be equal.
__attribute__((noinline)) void walkBoth(Walks& w)
{
    void* a[kMax];
    void* b[kMax];
    const int n = iol_backtrace(a, kMax);
    const int m = iol_backtrace_memo(b, kMax);
    w.plain.assign(a, a + n);
    w.memo.assign(b, b + m);
    asm volatile("" ::: "memory"); // keeps this frame a frame of its own
}

void compareAbove(const Walks& w)
{
    QVERIFY(w.plain.size() > 3);
    QCOMPARE(w.memo.size(), w.plain.size());
    for (std::size_t k = 2; k < w.plain.size(); ++k)
        QCOMPARE(w.memo[k], w.plain[k]);
}

__attribute__((noinline)) void callerA(Walks& w)
{
    walkBoth(w);
    asm volatile("" ::: "memory");
}

__attribute__((noinline)) void callerB(Walks& w)
{
    walkBoth(w);
    asm volatile("" ::: "memory");
}

__attribute__((noinline)) void innerOne(Walks& w)
{
    char pad[64]; // a frame of another size than innerTwo's
    std::memset(pad, 1, sizeof pad);
    asm volatile("" ::"r"(pad) : "memory");
    walkBoth(w);
    asm volatile("" ::: "memory");
}

__attribute__((noinline)) void innerTwo(Walks& w)
{
    char pad[512];
    std::memset(pad, 2, sizeof pad);
    asm volatile("" ::"r"(pad) : "memory");
    walkBoth(w);
    asm volatile("" ::: "memory");
}

// The same outer frame; the inner one differs, so the walk starts anew and meets the kept one.
__attribute__((noinline)) void outer(Walks& w, bool one)
{
    if (one)
        innerOne(w);
    else
        innerTwo(w);
    asm volatile("" ::: "memory");
}

__attribute__((noinline)) void withAlloca(Walks& w, std::size_t bytes)
{
    char* p = static_cast<char*>(alloca(bytes));
    std::memset(p, 0, bytes);
    walkBoth(w);
    asm volatile("" ::: "memory");
}

void counts(unsigned long& whole, unsigned long& spliced)
{
    iol_backtrace_memo_counts(&whole, &spliced);
}

} // namespace

class TestUnwindMemo : public QObject {
    Q_OBJECT

private slots:
    void theSamePathAgainIsTakenWhole()
    {
        unsigned long whole0, spliced0, whole1, spliced1;
        counts(whole0, spliced0);
        for (int i = 0; i < 5; ++i) {
            Walks w;
            callerA(w);
            compareAbove(w);
        }
        counts(whole1, spliced1);
        QVERIFY2(whole1 - whole0 >= 4, "the repeated walks came from the memo");
    }

    void anotherCallerOfTheSameFrameIsWalkedAgain()
    {
        Walks a, b;
        callerA(a);
        callerA(a); // kept
        callerB(b); // walkBoth's frame where it was, called from elsewhere
        compareAbove(a);
        compareAbove(b);
        QVERIFY(a.plain[2] != b.plain[2]); // the return into callerA, into callerB
    }

    void aWalkGoingOnAsAKeptOneIsFinishedFromIt()
    {
        unsigned long whole0, spliced0, whole1, spliced1;
        Walks w;
        outer(w, true);
        compareAbove(w);
        counts(whole0, spliced0);
        outer(w, false);
        compareAbove(w);
        counts(whole1, spliced1);
        QVERIFY2(spliced1 > spliced0, "the walk through innerTwo was finished from innerOne's");
    }

    void framesOfChangingSizeAreWalkedAsTheyAre()
    {
        for (std::size_t bytes : { 16u, 16u, 4096u, 16u, 272u, 272u, 8192u }) {
            Walks w;
            withAlloca(w, bytes);
            compareAbove(w);
        }
    }

    void otherThreadsWalkWithoutTheMemo()
    {
        unsigned long whole0, spliced0, whole1, spliced1;
        counts(whole0, spliced0);
        std::thread t([] {
            for (int i = 0; i < 3; ++i) {
                Walks w;
                callerA(w);
                compareAbove(w);
            }
        });
        t.join();
        counts(whole1, spliced1);
        QCOMPARE(whole1, whole0);
        QCOMPARE(spliced1, spliced0);
    }
};

int main(int argc, char** argv)
{
    iol_backtrace_memo_setup(argv); // as the preload's constructor does: argv tops the main stack
    TestUnwindMemo test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_unwindmemo.moc"
