// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/faultwindow.h"

#include <dlfcn.h>

namespace iolens {

namespace {

using WindowFn = void (*)(int open);

// Looked up at run time rather than declared weak: a weak reference in a non-PIE executable can be
// bound to null at link time, while dlsym always sees a preloaded library.
WindowFn shimWindow()
{
    static const WindowFn fn = reinterpret_cast<WindowFn>(::dlsym(RTLD_DEFAULT, "iolens_faultshim_window"));
    return fn;
}

} // namespace

FaultWindow::FaultWindow()
{
    if (const WindowFn fn = shimWindow())
        fn(1);
}

FaultWindow::~FaultWindow()
{
    if (const WindowFn fn = shimWindow())
        fn(0);
}

} // namespace iolens
