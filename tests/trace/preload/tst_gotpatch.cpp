// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// gotpatch.c on its own, in this process: the GOT slots of getppid in this executable (partial
// RELRO: PLT slot writable, address-taken slot read-only) and in a library linked with -z now
// (every slot read-only) point at a replacement after iol_got_patch, the skipped module keeps
// libc's, and iol_got_restore puts every slot back.
#include <QTest>

#include <dlfcn.h>
#include <unistd.h>

extern "C" {
#include "core/trace/preload/gotpatch.h"
}

namespace {

constexpr pid_t kFakeParent = 424242;

extern "C" pid_t fakeGetppid()
{
    return kFakeParent;
}

// Through this executable's PLT slot.
__attribute__((noinline)) pid_t parentByCall()
{
    return ::getppid();
}

// Through the slot that holds getppid's address (R_X86_64_GLOB_DAT), read again on every call.
__attribute__((noinline)) pid_t parentByPointer()
{
    pid_t (*volatile function)() = &::getppid;
    return function();
}

using LibraryParent = int (*)();

uintptr_t executableBase()
{
    Dl_info info {};
    dladdr(reinterpret_cast<void*>(&parentByCall), &info);
    return reinterpret_cast<uintptr_t>(info.dli_fbase);
}

} // namespace

class TestGotPatch : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        m_library = dlopen(IOLENS_TEST_GOTLIB, RTLD_NOW | RTLD_LOCAL);
        QVERIFY2(m_library, dlerror());
        m_libraryParent = reinterpret_cast<LibraryParent>(dlsym(m_library, "iolens_test_parent_of_lib"));
        QVERIFY(m_libraryParent);
        m_realParent = ::getppid();
        QVERIFY(m_realParent != kFakeParent);
    }

    void redirectsEveryModuleAndRestores()
    {
        const iol_got_symbol symbols[] = { { "getppid", reinterpret_cast<void*>(&fakeGetppid) } };
        const long changed = iol_got_patch(symbols, 1, 0);
        QVERIFY2(changed >= 3, qPrintable(QString::number(changed))); // call and pointer here, the library's call
        QCOMPARE(parentByCall(), kFakeParent);
        QCOMPARE(parentByPointer(), kFakeParent);
        QCOMPARE(m_libraryParent(), int(kFakeParent));
        QCOMPARE(iol_got_patch(symbols, 1, 0), 0L); // every slot is already the replacement

        iol_got_restore();
        QCOMPARE(parentByCall(), m_realParent);
        QCOMPARE(parentByPointer(), m_realParent);
        QCOMPARE(m_libraryParent(), int(m_realParent));
    }

    void theSkippedModuleKeepsLibc()
    {
        const iol_got_symbol symbols[] = { { "getppid", reinterpret_cast<void*>(&fakeGetppid) } };
        QVERIFY(iol_got_patch(symbols, 1, executableBase()) >= 1);
        QCOMPARE(parentByCall(), m_realParent);
        QCOMPARE(m_libraryParent(), int(kFakeParent));
        iol_got_restore();
        QCOMPARE(m_libraryParent(), int(m_realParent));
    }

    void aSymbolNoModuleUsesChangesNothing()
    {
        const iol_got_symbol symbols[] = { { "iolens_no_such_function", reinterpret_cast<void*>(&fakeGetppid) } };
        QCOMPARE(iol_got_patch(symbols, 1, 0), 0L);
        QCOMPARE(parentByCall(), m_realParent);
    }

private:
    void* m_library = nullptr;
    LibraryParent m_libraryParent = nullptr;
    pid_t m_realParent = 0;
};

QTEST_GUILESS_MAIN(TestGotPatch)
#include "tst_gotpatch.moc"
