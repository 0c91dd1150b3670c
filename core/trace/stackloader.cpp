// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/stackloader.h"

#include "core/trace/format/iolts.h"
#include "core/trace/imagebuffer.h"
#include "core/trace/ioltfile.h"
#include "core/trace/symbolizer.h"
#include "core/trace/traceerror.h"
#include "core/trace/tracetext.h"

#include <QtGlobal>

#include <algorithm>
#include <array>
#include <cerrno>
#include <cstdint>
#include <cstring>
#include <map>
#include <set>
#include <tuple>
#include <unordered_map>
#include <vector>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace iolens::trace {

namespace {

// The stacks file mapped read-only; the preload may still be appending (entries are published by
// the counters, read with acquire). Of an image that has ended, read into `buffer` instead when one
// is given (imagebuffer.h: a build's hundreds of stacks files each cost a mapping).
class StacksFile {
public:
    StacksFile(const std::string& path, ImageBuffer* buffer)
        : m_path(path)
    {
        const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK);
        if (fd < 0)
            return; // no stacks file: the image sampled nothing, or stacks were off
        struct stat st { };
        if (::fstat(fd, &st) == 0 && S_ISREG(st.st_mode)
            && static_cast<std::uint64_t>(st.st_size) >= IOLTS_HEADER_SIZE) {
            m_size = static_cast<std::size_t>(st.st_size);
            m_bytes = buffer ? m_held.read(fd, m_size, *buffer) : nullptr;
            if (!m_bytes)
                m_bytes = m_held.map(fd, m_size);
        }
        ::close(fd);
        if (!m_bytes)
            damaged("it is shorter than its header or cannot be mapped");
        validate(); // on its error m_held lets go of the bytes
    }
    StacksFile(const StacksFile&) = delete;
    StacksFile& operator=(const StacksFile&) = delete;

    bool present() const { return m_bytes != nullptr; }
    bool hasLanguageFrames() const { return header().version >= 2; }
    const iolts_header& header() const { return *reinterpret_cast<const iolts_header*>(m_bytes); }
    template <class T> const T* table(std::uint64_t offset) const
    {
        return reinterpret_cast<const T*>(m_bytes + offset);
    }
    [[noreturn]] void damaged(const std::string& what) const
    {
        throw TraceError("The stacks file '" + m_path + "' is damaged: " + what + ".");
    }

private:
    bool fits(std::uint64_t offset, std::uint64_t count, std::uint64_t size) const
    {
        return offset <= m_size && count <= (m_size - offset) / size;
    }
    void validate() const
    {
        const iolts_header& h = header();
        if (std::memcmp(h.magic, IOLTS_MAGIC, sizeof IOLTS_MAGIC) != 0 || h.version < 1 || h.version > IOLTS_VERSION
            || h.header_size != IOLTS_HEADER_SIZE)
            damaged("its header is not that of an iolens stacks file of this version");
        if (!fits(h.modules_offset, h.max_modules, sizeof(iolts_module))
            || !fits(h.stacks_offset, h.max_stacks, sizeof(iolts_stack))
            || !fits(h.weights_offset, h.max_weights, sizeof(iolts_weight))
            || !fits(h.frames_offset, h.frame_pool, sizeof(std::uint64_t))
            || (hasLanguageFrames() && !fits(h.lang_offset, h.max_lang, sizeof(iolts_lang_frame))))
            damaged("a table lies outside the file");
        if (loadAcquire(h.modules_used) > h.max_modules || loadAcquire(h.stacks_used) > h.max_stacks
            || loadAcquire(h.weights_used) > h.max_weights
            || (hasLanguageFrames() && loadAcquire(h.lang_used) > h.max_lang))
            damaged("a table holds more entries than it has room for");
    }

    std::string m_path;
    HeldBytes m_held; // what m_bytes points into
    const unsigned char* m_bytes = nullptr;
    std::size_t m_size = 0;
};

bool isRuntimeModule(const std::string& module)
{
    static const char* const names[] = { "libc.so", "libstdc++.so", "libgcc_s.so", "libpthread.so", "ld-linux",
        "ld64.so", "libm.so", "libdl.so", "libunwind", "liblzma.so", "libiolens-trace", "libjvm.so", "libjava.so",
        "libnio.so", "libzip.so", "libpython3" };
    const std::size_t slash = module.rfind('/');
    const std::string base = slash == std::string::npos ? module : module.substr(slash + 1);
    // The interpreters' own executables: their C frames are the runtime's, not the user's script.
    static const char* const interpreters[] = { "java", "node", "nodejs", "perl", "ruby", "bash", "sh", "dash" };
    if (base.rfind("python", 0) == 0 || base.rfind("libperl", 0) == 0 || base.rfind("libruby", 0) == 0
        || base.rfind("libnode", 0) == 0 || base.rfind("libjli", 0) == 0)
        return true;
    if (std::any_of(std::begin(interpreters), std::end(interpreters), [&](const char* n) { return base == n; }))
        return true;
    return std::any_of(std::begin(names), std::end(names), [&](const char* n) { return base.rfind(n, 0) == 0; });
}

// The language's own library, which views fold like native runtimes: for Python its standard
// library (wherever the interpreter is installed: .../lib/python3.11/), installed packages and
// frozen modules; for Java the JDK's classes (java.*, javax.*, jdk.*, sun.*, com.sun.*); for
// JavaScript node's built-in modules and the packages under node_modules.
bool isRuntimeLanguageFrame(const Frame& f)
{
    if (f.language == "java") {
        static const char* const packages[] = { "java.", "javax.", "jdk.", "sun.", "com.sun." };
        return std::any_of(
            std::begin(packages), std::end(packages), [&](const char* p) { return f.function.rfind(p, 0) == 0; });
    }
    if (f.language == "javascript") // node's own modules ("node:fs", "node:internal/…"), packages, V8's
        return f.file.empty()
            || f.file.rfind("node:", 0)
            == 0 // builtins and the asynchronous marker: no file || f.file.rfind("internal/", 0) == 0
            || f.file.find("/node_modules/") != std::string::npos;
    return f.file.rfind("<frozen ", 0) == 0 || f.file.find("/lib/python") != std::string::npos
        || f.file.find("/site-packages/") != std::string::npos || f.file.find("/dist-packages/") != std::string::npos;
}

// Go's own sources, as its compiler records them: the runtime and standard packages under the
// toolchain's root (Debian's /usr/lib/go-1.19/src/, upstream's /usr/local/go/src/, a toolchain
// fetched into the module cache).
bool isGoRootSource(const std::string& path)
{
    static const char* const roots[] = { "/usr/lib/go", "/usr/share/go", "/usr/local/go" };
    for (const char* root : roots) {
        if (path.rfind(root, 0) != 0)
            continue;
        std::size_t at = std::strlen(root);
        if (at < path.size() && path[at] == '-') // a versioned root: go-1.19
            at = path.find('/', at);
        if (at != std::string::npos && path.compare(at, 5, "/src/") == 0)
            return true;
    }
    return path.find("/pkg/mod/golang.org/toolchain@") != std::string::npos;
}

// The standard library compiled into the program itself, which a module path cannot tell from the
// user's code: Rust's std, core and alloc (linked statically into every Rust program, their sources
// under /rustc/<commit>/library/), Go's runtime and standard packages (in every Go program), and
// the C++ library's templates instantiated in the program.
bool isRuntimeFunction(const Frame& f)
{
    static const char* const prefixes[] = { "std::", "core::", "alloc::", "<std::", "<core::", "<alloc::", "<&std::",
        "<&mut std::", "<&core::", "<&mut core::", "__gnu_cxx::", "__rust_", "rust_begin_unwind" };
    if (f.sourcePath.rfind("/rustc/", 0) == 0 || isGoRootSource(f.sourcePath))
        return true;
    return std::any_of(
        std::begin(prefixes), std::end(prefixes), [&](const char* p) { return f.function.rfind(p, 0) == 0; });
}

const char* languageName(std::uint32_t language)
{
    switch (language) {
    case IOLTS_LANG_PYTHON:
        return "python";
    case IOLTS_LANG_JAVA:
        return "java";
    case IOLTS_LANG_JAVASCRIPT:
        return "javascript";
    default:
        return nullptr;
    }
}

// Splits n in proportion to `weights` so that the parts add up to n exactly (cumulative rounding).
// Into `out`, whose memory is reused from slot to slot.
void apportion(std::uint64_t n, const std::vector<std::uint64_t>& weights, std::vector<std::uint64_t>& out)
{
    __extension__ using U128 = unsigned __int128;
    U128 total = 0;
    for (std::uint64_t w : weights)
        total += w;
    out.assign(weights.size(), 0);
    if (weights.empty())
        return;
    if (total == 0) { // nothing to go by: evenly
        for (std::size_t i = 0; i < out.size(); ++i)
            out[i] = n / out.size() + (i < n % out.size() ? 1 : 0);
        return;
    }
    U128 cumulative = 0;
    std::uint64_t given = 0;
    for (std::size_t i = 0; i < weights.size(); ++i) {
        cumulative += weights[i];
        const auto upto = static_cast<std::uint64_t>(cumulative * n / total);
        out[i] = upto - given;
        given = upto;
    }
}

std::string stacksPathFor(const std::string& ioltPath)
{
    return ioltPath + "s"; // p<pid>.<generation>.iolt → p<pid>.<generation>.iolts
}

} // namespace

namespace {

// Sorts [first, last) by key, equal keys in their order: insertion for the few slots a file has,
// a merge sort for a file with many.
void sortSlots(SlotTotals::iterator first, SlotTotals::iterator last)
{
    const auto before = [](const auto& a, const auto& b) { return a.first.before(b.first); };
    if (last - first > 32) {
        std::stable_sort(first, last, before);
        return;
    }
    for (auto i = first + (first == last ? 0 : 1); i < last; ++i)
        for (auto j = i; j > first && before(*j, *(j - 1)); --j)
            std::iter_swap(j, j - 1);
}

// Sums the runs of equal keys of sorted [first, last) into their first; returns the new end.
SlotTotals::iterator sumEqualKeys(SlotTotals::iterator first, SlotTotals::iterator last)
{
    auto kept = first;
    for (auto i = first; i != last; ++i) {
        if (kept != first && (kept - 1)->first == i->first) {
            SlotTotal& into = (kept - 1)->second;
            into.calls += i->second.calls;
            into.ns += i->second.ns;
            into.bytes += i->second.bytes; // the file is the same: it is the key's file entry
        } else {
            *kept++ = *i;
        }
    }
    return kept;
}

} // namespace

void mergeSlotTotals(SlotTotals& slotTotals)
{
    std::uint32_t maxFile = 0;
    for (const auto& entry : slotTotals)
        maxFile = std::max(maxFile, entry.first.file);
    if (maxFile / 4 > slotTotals.size()) { // file entries far apart (a damaged file): no table by entry
        sortSlots(slotTotals.begin(), slotTotals.end());
        slotTotals.erase(sumEqualKeys(slotTotals.begin(), slotTotals.end()), slotTotals.end());
        return;
    }
    // Grouped by file entry first, in one counting pass (a thread claims a file's slots together,
    // so the groups are in runs; a merge sort of the 700,000 slots of a program that touched
    // 100,000 files took 110 ms), then each file's few slots sorted. The counting pass gives each
    // slot its place, and the slots are copied there: moving them in place along the permutation's
    // cycles (placepermutation.h) cost a cache miss per slot, 60 ms for the 800,000 slots of that
    // program in iolens-bench trace-load, against 21 ms for the copy (38 MB more, for a moment).
    std::vector<std::uint32_t> groupEnd(std::size_t { maxFile } + 1, 0);
    for (const auto& entry : slotTotals)
        ++groupEnd[entry.first.file];
    for (std::size_t f = 1; f < groupEnd.size(); ++f)
        groupEnd[f] += groupEnd[f - 1];
    SlotTotals grouped(slotTotals.size());
    for (std::size_t i = slotTotals.size(); i-- > 0;) // from the back: equal keys keep their order
        grouped[--groupEnd[slotTotals[i].first.file]] = slotTotals[i];
    slotTotals.swap(grouped);
    // groupEnd[f] is now where group f begins.
    auto out = slotTotals.begin();
    for (std::size_t f = 0; f < groupEnd.size(); ++f) {
        const auto first = slotTotals.begin() + groupEnd[f];
        const auto last = f + 1 < groupEnd.size() ? slotTotals.begin() + groupEnd[f + 1] : slotTotals.end();
        sortSlots(first, last);
        out = std::copy(first, sumEqualKeys(first, last), out); // out never passes first
    }
    slotTotals.erase(out, slotTotals.end());
}

std::uint32_t StackLoader::moduleNumber(const char* path, std::size_t length)
{
    const auto [it, inserted]
        = m_moduleNumbers.emplace(std::string(path, length), static_cast<std::uint32_t>(m_modules.size()));
    if (inserted) {
        m_modules.push_back(it->first);
        m_moduleRuntime.push_back(!it->first.empty() && isRuntimeModule(it->first));
    }
    return it->second;
}

void StackLoader::addImage(Trace& t, const std::string& ioltPath, int pid, const SlotTotals& slotTotals, bool ended)
{
    const StacksFile file(stacksPathFor(ioltPath), ended ? &m_buffer : nullptr);
    if (!file.present())
        return;
    const iolts_header& h = file.header();
    StackSampling& sampling = t.stackSampling;
    sampling.enabled = true;
    sampling.maxFrames = static_cast<int>(h.max_frames);
    sampling.firstCalls = h.first_calls;
    sampling.period = h.period;
    sampling.stdioPeriod = h.stdio_period;
    sampling.slowNs = h.slow_ns;
    sampling.samples += loadRelaxed(h.samples);
    sampling.truncated += loadRelaxed(h.truncated);
    sampling.dropped += loadRelaxed(h.dropped);
    sampling.failed += loadRelaxed(h.failed);

    const std::uint32_t moduleCount = loadAcquire(h.modules_used);
    const std::uint32_t stackCount = loadAcquire(h.stacks_used);
    const std::uint32_t weightCount = loadAcquire(h.weights_used);
    const auto* modules = file.table<iolts_module>(h.modules_offset);
    const auto* stacks = file.table<iolts_stack>(h.stacks_offset);
    const auto* weights = file.table<iolts_weight>(h.weights_offset);
    const auto* pool = file.table<std::uint64_t>(h.frames_offset);
    const std::uint32_t langCount = file.hasLanguageFrames() ? loadAcquire(h.lang_used) : 0;
    const auto* langs = file.table<iolts_lang_frame>(h.lang_offset);

    // This image's language frames and addresses already placed in t.frames: a frame recurs in
    // many of an image's stacks, and placing one builds its strings for a lookup.
    std::vector<std::size_t> langFrames(langCount, SIZE_MAX);
    std::vector<std::uint32_t> moduleNumbers(moduleCount, UINT32_MAX);
    std::unordered_map<std::uint64_t, std::size_t> imageFrames;
    const auto languageFrameOf = [&](std::uint32_t index) {
        if (index >= langCount)
            file.damaged("a stack names language frame " + std::to_string(index) + ", which does not exist");
        if (langFrames[index] != SIZE_MAX)
            return langFrames[index];
        const iolts_lang_frame& e = langs[index];
        const char* language = languageName(e.language);
        if (!language)
            file.damaged("language frame " + std::to_string(index) + " is of no known language");
        Frame f;
        f.language = language;
        f.function.assign(e.function, strnlen(e.function, sizeof e.function));
        f.file.assign(e.file, strnlen(e.file, sizeof e.file));
        f.line = e.line > 0 ? e.line : 0;
        const auto [it, inserted]
            = m_languageFrames.emplace(std::make_tuple(f.language, f.function, f.file, f.line), t.frames.size());
        if (inserted) {
            f.runtime = isRuntimeLanguageFrame(f);
            t.frames.push_back(std::move(f));
        }
        return langFrames[index] = it->second;
    };
    const auto frameOf = [&](std::uint64_t address) {
        if (IOLTS_IS_LANG(address))
            return languageFrameOf(IOLTS_LANG_INDEX(address));
        if (const auto known = imageFrames.find(address); known != imageFrames.end())
            return known->second;
        std::uint32_t module = 0;
        std::uint64_t offset = address;
        for (std::uint32_t m = 0; m < moduleCount; ++m)
            if (address >= modules[m].begin && address < modules[m].end) {
                if (moduleNumbers[m] == UINT32_MAX)
                    moduleNumbers[m] = moduleNumber(modules[m].path, strnlen(modules[m].path, sizeof modules[m].path));
                module = moduleNumbers[m];
                offset = address - modules[m].base;
                break;
            }
        const auto [it, inserted] = m_frames.emplace(std::make_pair(module, offset), t.frames.size());
        if (inserted) {
            Frame f;
            f.module = m_modules[module];
            f.moduleOffset = offset;
            f.runtime = m_moduleRuntime[module];
            t.frames.push_back(std::move(f));
        }
        imageFrames.emplace(address, it->second);
        return it->second;
    };
    // Each stored stack's frames as the list shared by every stack (of any image) with those frames.
    std::vector<std::uint32_t> stackFrames(stackCount); // StackRecords' numbers of the lists
    std::vector<bool> stackTruncated(stackCount);
    std::vector<std::size_t> ids;
    for (std::uint32_t s = 0; s < stackCount; ++s) {
        const iolts_stack& st = stacks[s];
        if (st.depth > h.max_frames || st.first > h.frame_pool || st.depth > h.frame_pool - st.first)
            file.damaged("stack " + std::to_string(s) + " names frames outside the frame pool");
        ids.clear();
        for (std::uint32_t k = 0; k < st.depth; ++k)
            ids.push_back(frameOf(pool[st.first + k]));
        stackFrames[s] = m_records.list(ids);
        stackTruncated[s] = st.truncated != 0;
    }

    // The weights of each slot, scaled to its exact calls, time and bytes: sorted by slot, each
    // slot's weights in file order (a map of vectors made a node and a vector per slot, 700,000
    // of each for a 100,000-file program).
    std::vector<std::pair<SlotKey, const iolts_weight*>> weightsBySlot;
    weightsBySlot.reserve(weightCount);
    for (std::uint32_t w = 0; w < weightCount; ++w) {
        const iolts_weight& e = weights[w];
        if (e.stack >= stackCount || e.call >= IOLT_CALL_COUNT)
            file.damaged("weight " + std::to_string(w) + " names a stack or call kind that does not exist");
        weightsBySlot.emplace_back(SlotKey { e.file, e.call, e.zone, e.site }, &e);
    }
    std::stable_sort(weightsBySlot.begin(), weightsBySlot.end(),
        [](const auto& a, const auto& b) { return a.first.before(b.first); });
    // A slot's weights: [first, last) of weightsBySlot, empty when it has none.
    struct SlotWeights {
        const std::pair<SlotKey, const iolts_weight*>* first = nullptr;
        const std::pair<SlotKey, const iolts_weight*>* last = nullptr;
        bool empty() const { return first == last; }
        std::size_t size() const { return static_cast<std::size_t>(last - first); }
    };
    // The slots come in key order, as the weights now are: each pass over the slots walks the
    // weights beside them (a binary search per slot and pass made 40 million probes for a
    // program's 900,000 slots).
    struct WeightWalk {
        const std::pair<SlotKey, const iolts_weight*>* at;
        const std::pair<SlotKey, const iolts_weight*>* end;
        SlotWeights next(const SlotKey& key)
        {
            while (at != end && at->first.before(key))
                ++at;
            const auto* first = at;
            while (at != end && !key.before(at->first))
                ++at;
            return { first, at };
        }
    };
    const auto walkWeights = [&] {
        return WeightWalk { weightsBySlot.data(), weightsBySlot.data() + weightsBySlot.size() };
    };
    // Past a thread's first-call budget (iolts.h, header.thinned) most slots of a program touching
    // thousands of files have no sample of their own. Each such slot takes one of the stacks
    // sampled at its call site on other files (the same code made its calls), picked by systematic
    // sampling over the site's calls, so that the site's unsampled calls spread over its stacks as
    // its sampled ones do, in one record per slot.
    struct SiteStacks {
        std::vector<std::uint32_t> stacks;
        std::vector<std::uint64_t> cumulative; // calls of stacks[0..i]
        std::uint64_t unsampledSlots = 0, assigned = 0;
    };
    using SiteKey = std::tuple<std::uint32_t, std::uint32_t, std::uint32_t>;
    std::map<SiteKey, SiteStacks> bySite;
    if (loadRelaxed(h.thinned) > 0) {
        std::map<SiteKey, std::map<std::uint32_t, std::uint64_t>> callsPerStack;
        for (const auto& [key, w] : weightsBySlot)
            callsPerStack[{ key.call, key.zone, key.site }][w->stack] += loadRelaxed(w->calls);
        for (const auto& [site, perStack] : callsPerStack) {
            SiteStacks& sharing = bySite[site];
            std::uint64_t sum = 0;
            for (const auto& [stack, calls] : perStack) {
                sharing.stacks.push_back(stack);
                sharing.cumulative.push_back(sum += std::max<std::uint64_t>(calls, 1));
            }
        }
        WeightWalk walk = walkWeights();
        for (const auto& entry : slotTotals)
            if (const auto site = bySite.find({ entry.first.call, entry.first.zone, entry.first.site });
                walk.next(entry.first).empty() && site != bySite.end())
                ++site->second.unsampledSlots;
    }
    // One record per slot, or one per weight of a slot with weights: reserved exactly, as growing
    // the vector would move its hundreds of thousands of stacks into twice the memory.
    std::size_t records = 0;
    WeightWalk counting = walkWeights();
    for (const auto& entry : slotTotals)
        records += std::max<std::size_t>(1, counting.next(entry.first).size());
    m_records.reserve(records);
    std::array<std::uint32_t, IOLT_CALL_COUNT> callNumbers {};
    for (std::uint32_t c = 0; c < IOLT_CALL_COUNT; ++c)
        callNumbers[c] = m_records.call(iolt_call_name(c));
    std::vector<const iolts_weight*> ws; // a slot's weights, and their shares: reused slot to slot
    std::vector<std::uint64_t> calls, ns, bytes, callShare, nsShare, byteShare;
    WeightWalk walk = walkWeights();
    for (const auto& [key, total] : slotTotals) {
        const std::uint32_t call = callNumbers[key.call]; // key.call checked by the trace file's reader
        const SlotWeights found = walk.next(key);
        const auto site = found.empty() ? bySite.find({ key.call, key.zone, key.site }) : bySite.end();
        if (site != bySite.end()) {
            SiteStacks& sharing = site->second;
            // The middle of this slot's share of the site's calls names its stack.
            __extension__ using U128 = unsigned __int128;
            const auto point
                = static_cast<std::uint64_t>((static_cast<U128>(2 * sharing.assigned++ + 1) * sharing.cumulative.back())
                    / (2 * sharing.unsampledSlots));
            const std::size_t i
                = static_cast<std::size_t>(std::upper_bound(sharing.cumulative.begin(), sharing.cumulative.end(), point)
                    - sharing.cumulative.begin());
            const std::uint32_t stack = sharing.stacks[std::min(i, sharing.stacks.size() - 1)];
            m_records.add(
                pid, total.file, call, stackFrames[stack], stackTruncated[stack], total.calls, total.ns, total.bytes);
            sampling.siteSharedCalls += total.calls;
            continue;
        }
        if (found.empty()) {
            m_records.add(pid, total.file, call, 0, false, total.calls, total.ns, total.bytes); // no frames
            sampling.unsampledCalls += total.calls;
            continue;
        }
        ws.clear();
        calls.clear();
        ns.clear();
        bytes.clear();
        for (auto* e = found.first; e != found.last; ++e)
            ws.push_back(e->second);
        for (const iolts_weight* w : ws) {
            const std::uint64_t c = loadRelaxed(w->calls), timed = loadRelaxed(w->timed), n = loadRelaxed(w->ns);
            calls.push_back(c);
            // The samples' own time, scaled to the calls they stand for where only some were timed.
            ns.push_back(timed == 0 ? 0 : static_cast<std::uint64_t>(static_cast<long double>(n) * c / timed));
            bytes.push_back(loadRelaxed(w->bytes));
        }
        apportion(total.calls, calls, callShare);
        const bool anyNs = std::any_of(ns.begin(), ns.end(), [](std::uint64_t v) { return v != 0; });
        apportion(total.ns, anyNs ? ns : calls, nsShare);
        const bool anyBytes = std::any_of(bytes.begin(), bytes.end(), [](std::uint64_t v) { return v != 0; });
        apportion(total.bytes, anyBytes ? bytes : calls, byteShare);
        for (std::size_t i = 0; i < ws.size(); ++i)
            m_records.add(pid, total.file, call, stackFrames[ws[i]->stack], stackTruncated[ws[i]->stack], callShare[i],
                nsShare[i], byteShare[i]);
    }
}

void StackLoader::addStack(const Stack& s)
{
    m_records.add(s);
}

void StackLoader::finish(Trace& t)
{
    t.stacks.clear();
    m_records.takeOrdered(t.stacks);
    // Which frames are node's asynchronous marker, found once: comparing each stack's frames' names
    // was some 5 % of iolens-cli's time after a 50,000-file python3 run (perf record: 350,000 stacks).
    std::vector<bool> asyncFrame(t.frames.size(), false);
    bool anyAsync = false;
    for (std::size_t f = 0; f < t.frames.size(); ++f)
        if (t.frames[f].language == "javascript" && t.frames[f].function == IOLTS_JS_ASYNC_FRAME)
            anyAsync = asyncFrame[f] = true;
    std::uint64_t asyncCalls = 0;
    for (const Stack& s : t.stacks)
        if (anyAsync && std::any_of(s.frames.begin(), s.frames.end(), [&](std::size_t f) {
                return f < asyncFrame.size() && asyncFrame[f];
            }))
            asyncCalls += s.calls;
    if (asyncCalls > 0) {
        const std::string n = grouped(asyncCalls);
        t.addNotice("Calls made on libuv's worker threads for node's asynchronous calls (fs.readFile, fs.promises, "
                    "streams): "
                + n + ". The JavaScript that asked for them had returned, so their stacks name no JavaScript line.",
            { { "TraceNotice",
                QT_TRANSLATE_NOOP("TraceNotice",
                    "Calls made on libuv's worker threads for node's asynchronous calls (fs.readFile, fs.promises, "
                    "streams): %1. The JavaScript that asked for them had returned, so their stacks name no "
                    "JavaScript line."),
                { n } } });
    }
    const StackSampling& g = t.stackSampling;
    if (g.siteSharedCalls > 0) {
        const std::string n = grouped(g.siteSharedCalls);
        t.addNotice(n
                + " calls had no call stack sampled of their own: past its first 4,096 first-call samples a thread "
                  "samples 1 in 64 of the first calls on further files. Each such file's calls were given one of the "
                  "stacks sampled at the same call site on other files, in proportion to those stacks' calls: the "
                  "stacks' totals are estimates, and for one such file a stack may name a caller that never touched "
                  "it.",
            { { "TraceNotice",
                QT_TRANSLATE_NOOP("TraceNotice",
                    "%1 calls had no call stack sampled of their own: past its first 4,096 first-call samples a "
                    "thread samples 1 in 64 of the first calls on further files. Each such file's calls were given one "
                    "of the stacks sampled at the same call site on other files, in proportion to those stacks' "
                    "calls: the stacks' totals are estimates, and for one such file a stack may name a caller that "
                    "never touched it."),
                { n } } });
    }
    if (g.dropped > 0)
        t.addNotice(std::to_string(g.dropped)
            + " sampled call stacks found no room in their process's stacks file (16,384 distinct stacks, 1 Mi "
              "frames or 32,768 stack, file and call kind combinations): their calls are shared among the stored "
              "stacks of the same file, call kind and call site.");
    if (g.failed > 0)
        t.addNotice(std::to_string(g.failed)
            + " call stacks could not be unwound past the trace library (code without unwind tables): their calls "
              "are shared among the stored stacks of the same file, call kind and call site.");
}

namespace {

// A frame named as the symbolizer named its address (or a function it was inlined into).
void name(Frame& f, const std::string& function, const std::string& location, const std::string& sourcePath)
{
    f.function = function;
    f.sourcePath = sourcePath;
    const std::size_t colon = location.rfind(':');
    if (colon == std::string::npos) {
        f.file = location;
    } else {
        f.file = location.substr(0, colon);
        f.line = std::atoi(location.c_str() + colon + 1);
    }
    f.runtime = f.runtime || isRuntimeFunction(f);
}

} // namespace

void symbolizeFrames(Trace& t)
{
    if (t.frames.empty())
        return;
    // The symbolizer names call sites; frames are return addresses like them.
    Trace names;
    std::vector<std::size_t> native; // frames the symbolizer names: not those of interpreted code
    for (std::size_t i = 0; i < t.frames.size(); ++i) {
        const Frame& f = t.frames[i];
        if (!f.language.empty())
            continue;
        native.push_back(i);
        Site s;
        s.module = f.module;
        s.moduleOffset = f.moduleOffset;
        s.address = f.moduleOffset;
        names.sites.push_back(std::move(s));
    }
    symbolizeSites(names, isRuntimeModule);
    // Code without a line in a module whose other code has lines is a library linked into it
    // without debug information: the C library of a program linked -static (its read wraps the
    // system call), not the user's code, which was built with -g.
    std::set<std::string> lined;
    for (const Site& s : names.sites)
        if (s.location.find(':') != std::string::npos)
            lined.insert(s.module);
    for (std::size_t k = 0; k < native.size(); ++k) {
        const Site& s = names.sites[k];
        if (s.location.find(':') == std::string::npos && lined.count(s.module))
            t.frames[native[k]].runtime = true;
    }
    // The frames of the functions inlined code was inlined into, by the frame they expand.
    std::map<std::size_t, std::vector<std::size_t>> outer;
    for (std::size_t k = 0; k < native.size(); ++k) {
        const Site& s = names.sites[k];
        name(t.frames[native[k]], s.function, s.location, s.sourcePath);
        if (s.inlinedInto.empty())
            continue;
        t.frames[native[k]].inlined = true;
        for (std::size_t level = 0; level < s.inlinedInto.size(); ++level) {
            Frame f = t.frames[native[k]];
            const Site::InlinedInto& into = s.inlinedInto[level];
            f.line = 0;
            // Runtime by its module or its own name: std::vector's code inlined into the user's
            // function leaves that function the user's.
            f.runtime = !f.module.empty() && isRuntimeModule(f.module);
            name(f, into.function, into.location, into.sourcePath);
            f.inlined = level + 1 < s.inlinedInto.size(); // the last is the function the code lies in
            outer[native[k]].push_back(t.frames.size());
            t.frames.push_back(std::move(f));
        }
    }
    if (outer.empty())
        return;
    // Each stack goes through the inlined functions' callers as the source reads: the inlined
    // function, then the one it was inlined into, then that one's caller.
    // Each distinct list is rebuilt once, and the stacks that shared it share the new one.
    std::unordered_map<const void*, FrameList> rebuilt;
    for (Stack& s : t.stacks) {
        if (s.frames.empty())
            continue;
        const auto [it, inserted] = rebuilt.try_emplace(s.frames.identity());
        if (inserted) {
            std::vector<std::size_t> frames;
            frames.reserve(s.frames.size());
            for (const std::size_t id : s.frames) {
                frames.push_back(id);
                if (const auto o = outer.find(id); o != outer.end())
                    frames.insert(frames.end(), o->second.begin(), o->second.end());
            }
            it->second = FrameList(std::move(frames));
        }
        s.frames = it->second;
    }
}

} // namespace iolens::trace
