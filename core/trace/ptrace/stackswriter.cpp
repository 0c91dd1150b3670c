// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/ptrace/stackswriter.h"

#include "core/trace/ptrace/atomicpublish.h"
#include "core/trace/ptrace/tracememory.h"

#include <algorithm>
#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <sys/mman.h>
#include <unistd.h>

#ifndef MADV_POPULATE_WRITE
#define MADV_POPULATE_WRITE 23
#endif

namespace iolens::trace::ptrace {

namespace {

// The same layout as the preload's stacks files.
constexpr std::uint64_t kModulesOff = IOLTS_HEADER_SIZE;
constexpr std::uint64_t kStacksOff = kModulesOff + std::uint64_t(IOLTS_MAX_MODULES) * sizeof(iolts_module);
constexpr std::uint64_t kWeightsOff = kStacksOff + std::uint64_t(IOLTS_MAX_STACKS) * sizeof(iolts_stack);
constexpr std::uint64_t kFramesOff = kWeightsOff + std::uint64_t(IOLTS_MAX_WEIGHTS) * sizeof(iolts_weight);
constexpr std::uint64_t kLangOff = kFramesOff + std::uint64_t(IOLTS_FRAME_POOL) * sizeof(std::uint64_t);
constexpr std::uint64_t kFileSize = kLangOff + std::uint64_t(IOLTS_MAX_LANG) * sizeof(iolts_lang_frame);
constexpr std::uint64_t kChunk = 64 * 1024;

// Whether path is an ET_EXEC executable (linked at fixed addresses: non-PIE, as gcc -static makes
// them), whose frames are named by their absolute addresses: its module base is 0, as dl_iterate_phdr
// gives the preload for such a program.
bool fixedAddresses(const std::string& path)
{
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return false;
    unsigned char ident[18] = {};
    const bool read = ::pread(fd, ident, sizeof ident, 0) == ssize_t(sizeof ident);
    ::close(fd);
    return read
        && std::memcmp(ident,
               "\x7f"
               "ELF",
               4)
        == 0
        && ident[5] == 1 && (ident[16] | ident[17] << 8) == 2;
}

std::uint64_t mix(std::uint64_t h, std::uint64_t v)
{
    return h ^ (v + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2));
}

} // namespace

StacksWriter::StacksWriter(std::string iolPath, pid_t pid, std::uint32_t generation)
    : m_path(std::move(iolPath) + "s")
    , m_pid(pid)
    , m_generation(generation)
{ }

StacksWriter::~StacksWriter()
{
    if (m_base)
        ::munmap(m_base, m_size);
}

bool StacksWriter::open()
{
    if (m_base || m_tried)
        return m_base != nullptr;
    m_tried = true;
    const int fd = ::open(m_path.c_str(), O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
    if (fd < 0)
        return false;
    void* base = MAP_FAILED;
    if (::ftruncate(fd, off_t(kFileSize)) == 0)
        base = ::mmap(nullptr, kFileSize, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
    ::close(fd);
    if (base == MAP_FAILED || ::madvise(base, IOLTS_HEADER_SIZE, MADV_POPULATE_WRITE) != 0) {
        if (base != MAP_FAILED)
            ::munmap(base, kFileSize);
        ::unlink(m_path.c_str());
        return false;
    }
    m_base = static_cast<unsigned char*>(base);
    m_size = kFileSize;
    auto* h = m_header = reinterpret_cast<iolts_header*>(m_base);
    std::memcpy(h->magic, IOLTS_MAGIC, sizeof h->magic);
    h->version = IOLTS_VERSION;
    h->header_size = IOLTS_HEADER_SIZE;
    h->file_size = kFileSize;
    h->pid = m_pid;
    h->generation = m_generation;
    h->max_frames = IOLTS_MAX_FRAMES;
    h->max_stacks = IOLTS_MAX_STACKS;
    h->frame_pool = IOLTS_FRAME_POOL;
    h->max_weights = IOLTS_MAX_WEIGHTS;
    h->first_calls = IOLTS_FIRST_CALLS;
    h->period = IOLTS_PERIOD;
    h->stdio_period = IOLTS_PERIOD; // no stdio layer is seen from outside
    h->slow_ns = IOLTS_SLOW_NS;
    h->modules_offset = kModulesOff;
    h->max_modules = IOLTS_MAX_MODULES;
    h->stacks_offset = kStacksOff;
    h->weights_offset = kWeightsOff;
    h->frames_offset = kFramesOff;
    h->lang_offset = kLangOff;
    h->max_lang = IOLTS_MAX_LANG;
    return true;
}

bool StacksWriter::reserve(std::uint64_t regionOffset, std::uint64_t& reserved, std::uint64_t to)
{
    if (to <= reserved)
        return true;
    const std::uint64_t from = (regionOffset + reserved) & ~std::uint64_t(4095);
    const std::uint64_t end = std::min(m_size, (regionOffset + to + kChunk + 4095) & ~std::uint64_t(4095));
    if (::madvise(m_base + from, end - from, MADV_POPULATE_WRITE) != 0)
        return false;
    reserved = end - regionOffset;
    return true;
}

void StacksWriter::addModule(std::uint64_t address, pid_t pid, Modules& modules)
{
    for (const auto& [begin, end] : m_moduleRanges)
        if (address >= begin && address < end)
            return;
    const Module m = modules.find(pid, address);
    if (m.path.empty())
        return; // in no file: JIT code, named by address
    const std::uint32_t used = m_header->modules_used;
    if (used >= IOLTS_MAX_MODULES || !reserve(kModulesOff, m_modulesReserved, (used + 1) * sizeof(iolts_module)))
        return;
    auto& e = reinterpret_cast<iolts_module*>(m_base + kModulesOff)[used];
    e.begin = m.begin;
    e.end = m.end;
    e.base = fixedAddresses(m.path) ? 0 : m.base;
    std::strncpy(e.path, m.path.c_str(), sizeof e.path - 1);
    m_moduleRanges.emplace_back(m.begin, m.end);
    publish(m_header->modules_used, used + 1);
}

std::int64_t StacksWriter::stackId(const std::uint64_t* frames, std::size_t depth, bool truncated)
{
    std::uint64_t hash = depth;
    for (std::size_t i = 0; i < depth; ++i)
        hash = mix(hash, frames[i]);
    auto* stacks = reinterpret_cast<iolts_stack*>(m_base + kStacksOff);
    const auto* pool = reinterpret_cast<const std::uint64_t*>(m_base + kFramesOff);
    const auto [first, last] = m_stacks.equal_range(hash);
    for (auto it = first; it != last; ++it) {
        const iolts_stack& s = stacks[it->second];
        if (s.depth == depth && std::equal(frames, frames + depth, pool + s.first))
            return it->second;
    }
    const std::uint32_t id = m_header->stacks_used;
    const std::uint64_t at = m_header->frames_used;
    if (id >= IOLTS_MAX_STACKS || at + depth > IOLTS_FRAME_POOL
        || !reserve(kStacksOff, m_stacksReserved, (id + 1) * sizeof(iolts_stack))
        || !reserve(kFramesOff, m_framesReserved, (at + depth) * sizeof(std::uint64_t)))
        return -1;
    std::copy(frames, frames + depth, reinterpret_cast<std::uint64_t*>(m_base + kFramesOff) + at);
    iolts_stack& s = stacks[id];
    s.hash = hash;
    s.first = at;
    s.depth = std::uint32_t(depth);
    s.truncated = truncated ? 1 : 0;
    m_header->frames_used = at + depth;
    publish(m_header->stacks_used, id + 1);
    m_stacks.emplace(hash, id);
    return id;
}

bool StacksWriter::add(
    const std::uint64_t* frames, std::size_t depth, bool truncated, const Sample& s, Modules& modules)
{
    if (!open())
        return false;
    ++m_header->samples;
    if (truncated)
        ++m_header->truncated;
    for (std::size_t i = 0; i < depth; ++i)
        addModule(frames[i], m_pid, modules);
    const std::int64_t stack = stackId(frames, depth, truncated);
    std::uint32_t entry = m_header->weights_used;
    const std::string key = std::to_string(stack) + ':' + std::to_string(s.file) + ':' + std::to_string(s.call) + ':'
        + std::to_string(s.site);
    if (stack >= 0)
        if (const auto it = m_weights.find(key); it != m_weights.end())
            entry = it->second;
    if (stack < 0
        || (entry == m_header->weights_used
            && (entry >= IOLTS_MAX_WEIGHTS
                || !reserve(kWeightsOff, m_weightsReserved, (entry + 1) * sizeof(iolts_weight))))) {
        ++m_header->dropped;
        m_header->dropped_calls += s.calls;
        return false;
    }
    auto& w = reinterpret_cast<iolts_weight*>(m_base + kWeightsOff)[entry];
    if (entry == m_header->weights_used) {
        w.stack = std::uint32_t(stack);
        w.file = s.file;
        w.call = std::uint16_t(s.call);
        w.zone = 0;
        w.site = s.site;
        w.used = 1;
        m_weights.emplace(key, entry);
        publish(m_header->weights_used, entry + 1);
    }
    w.calls += s.calls;
    w.timed += s.timed;
    w.ns += s.ns;
    w.bytes += s.bytes;
    return true;
}

void StacksWriter::failed()
{
    if (open())
        ++m_header->failed;
}

void StacksWriter::thinned(std::uint64_t n)
{
    if (n && open())
        m_header->thinned += n;
}

} // namespace iolens::trace::ptrace
