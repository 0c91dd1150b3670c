// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/runcontext.h"

#include <memory>
#include <string>

namespace iolens {

// The articles' Java code (resources/java/IolensArticles.java, embedded in the binary) compiled
// with javac into a scratch directory: what {classes} names in an ext definition.
class JavaClasses final : public PreparedInput {
public:
    explicit JavaClasses(std::string dir)
        : m_dir(std::move(dir))
    { }
    const std::string& dir() const noexcept { return m_dir; }

private:
    std::string m_dir;
};

// Compiles once per run set: the Java strategies of one run set share the classes (they live in the
// same scratch directory, removed with it). Untimed: called from Strategy::prepareInput.
// Throws UnsupportedError without javac, std::runtime_error when javac fails, CancelledError.
std::shared_ptr<const JavaClasses> compileJavaClasses(const RunContext& context);

} // namespace iolens
