// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/ext/javaclasses.h"

#include "core/errors.h"
#include "core/ext/childprocess.h"
#include "core/ext/embeddedext.h"
#include "core/sysio.h"

#include <fcntl.h>
#include <map>
#include <mutex>
#include <sys/stat.h>

namespace iolens {

namespace {

constexpr std::int64_t kJavacTimeoutS = 300;

std::string parentDir(const std::string& path)
{
    const auto slash = path.rfind('/');
    return slash == std::string::npos ? std::string(".") : path.substr(0, slash);
}

std::shared_ptr<const JavaClasses> compile(const RunContext& context)
{
    const std::string dir = context.destPath(); // does not exist yet; removed with the scratch dir
    if (::mkdir(dir.c_str(), 0700) < 0)
        throw IoError("mkdir", dir, errno);
    const std::string source = dir + "/IolensArticles.java";
    {
        sys::UniqueFd fd = sys::createNew(source);
        const std::string_view text = embedded::kJavaArticlesSource;
        sys::writeAll(fd.get(), text.data(), text.size(), source);
        sys::close(fd, source);
    }
    const std::string classes = dir + "/classes";
    ChildRequest request;
    request.args = { "javac", "-encoding", "UTF-8", "-d", classes, source };
    request.timeoutS = kJavacTimeoutS;
    request.cancelled = [&context] { return context.cancelRequested(); };
    const ChildOutcome outcome = runChild(request);
    if (outcome.cancelled)
        throw CancelledError();
    if (outcome.timedOut)
        throw std::runtime_error("javac timed out after " + std::to_string(kJavacTimeoutS) + " s and was killed");
    if (outcome.exitCode != 0)
        throw std::runtime_error("javac failed compiling the articles' Java code (exit code "
            + std::to_string(outcome.exitCode) + "): " + outcome.lastErrLine());
    return std::make_shared<const JavaClasses>(classes);
}

} // namespace

std::shared_ptr<const JavaClasses> compileJavaClasses(const RunContext& context)
{
    // Keyed by the run set's scratch directory; weak, so the classes go when the run set ends.
    static std::mutex mutex;
    static std::map<std::string, std::weak_ptr<const JavaClasses>> compiled;
    const std::string key = parentDir(context.destPath());
    std::lock_guard lock(mutex);
    for (auto it = compiled.begin(); it != compiled.end();)
        it = it->second.expired() ? compiled.erase(it) : std::next(it);
    if (auto it = compiled.find(key); it != compiled.end())
        if (auto classes = it->second.lock())
            return classes;
    auto classes = compile(context);
    compiled[key] = classes;
    return classes;
}

} // namespace iolens
