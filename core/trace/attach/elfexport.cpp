// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/attach/elfexport.h"

#include <cstring>
#include <elf.h>
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

namespace iolens::trace {

namespace {

// The file mapped read-only for the duration of one lookup.
class MappedFile {
public:
    explicit MappedFile(const std::string& path)
    {
        const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
        if (fd < 0)
            return;
        struct stat st { };
        if (::fstat(fd, &st) == 0 && st.st_size > 0) {
            void* data = ::mmap(nullptr, std::size_t(st.st_size), PROT_READ, MAP_PRIVATE, fd, 0);
            if (data != MAP_FAILED) {
                m_data = static_cast<const unsigned char*>(data);
                m_size = std::size_t(st.st_size);
            }
        }
        ::close(fd);
    }
    ~MappedFile()
    {
        if (m_data)
            ::munmap(const_cast<unsigned char*>(m_data), m_size);
    }
    MappedFile(const MappedFile&) = delete;
    MappedFile& operator=(const MappedFile&) = delete;

    // A pointer to count objects of T at offset, or nullptr when they do not lie inside the file.
    template <typename T> const T* at(std::uint64_t offset, std::uint64_t count = 1) const
    {
        if (!m_data || offset > m_size || count > (m_size - offset) / sizeof(T))
            return nullptr;
        return reinterpret_cast<const T*>(m_data + offset);
    }
    std::size_t size() const { return m_size; }

private:
    const unsigned char* m_data = nullptr;
    std::size_t m_size = 0;
};

bool isOurSharedObject(const Elf64_Ehdr& header)
{
    return std::memcmp(header.e_ident, ELFMAG, SELFMAG) == 0 && header.e_ident[EI_CLASS] == ELFCLASS64
        && header.e_ident[EI_DATA] == ELFDATA2LSB && header.e_type == ET_DYN
#if defined(__x86_64__)
        && header.e_machine == EM_X86_64
#elif defined(__aarch64__)
        && header.e_machine == EM_AARCH64
#endif
        && header.e_shentsize == sizeof(Elf64_Shdr) && header.e_phentsize == sizeof(Elf64_Phdr);
}

std::optional<std::uint64_t> firstLoadAddress(const MappedFile& file, const Elf64_Ehdr& header)
{
    const auto* segments = file.at<Elf64_Phdr>(header.e_phoff, header.e_phnum);
    if (!segments)
        return std::nullopt;
    for (unsigned i = 0; i < header.e_phnum; ++i)
        if (segments[i].p_type == PT_LOAD)
            return segments[i].p_vaddr & ~std::uint64_t(segments[i].p_align > 0 ? segments[i].p_align - 1 : 0);
    return std::nullopt;
}

} // namespace

std::optional<std::uint64_t> exportedFunctionOffset(const std::string& libraryPath, const std::string& name)
{
    const MappedFile file(libraryPath);
    const auto* header = file.at<Elf64_Ehdr>(0);
    if (!header || !isOurSharedObject(*header))
        return std::nullopt;
    const std::optional<std::uint64_t> loadAddress = firstLoadAddress(file, *header);
    const auto* sections = file.at<Elf64_Shdr>(header->e_shoff, header->e_shnum);
    if (!loadAddress || !sections)
        return std::nullopt;
    for (unsigned i = 0; i < header->e_shnum; ++i) {
        const Elf64_Shdr& table = sections[i];
        if (table.sh_type != SHT_DYNSYM || table.sh_entsize != sizeof(Elf64_Sym) || table.sh_link >= header->e_shnum)
            continue;
        const Elf64_Shdr& strings = sections[table.sh_link];
        const auto* symbols = file.at<Elf64_Sym>(table.sh_offset, table.sh_size / sizeof(Elf64_Sym));
        const char* names = file.at<char>(strings.sh_offset, strings.sh_size);
        if (!symbols || !names)
            return std::nullopt;
        for (std::uint64_t s = 0; s < table.sh_size / sizeof(Elf64_Sym); ++s) {
            const Elf64_Sym& symbol = symbols[s];
            if (symbol.st_shndx == SHN_UNDEF || ELF64_ST_TYPE(symbol.st_info) != STT_FUNC
                || symbol.st_name >= strings.sh_size)
                continue;
            // strnlen bounded by the table keeps a corrupt file from reading past it.
            const char* symbolName = names + symbol.st_name;
            const std::size_t length = strnlen(symbolName, strings.sh_size - symbol.st_name);
            if (length == name.size() && std::memcmp(symbolName, name.data(), length) == 0)
                return symbol.st_value - *loadAddress;
        }
    }
    return std::nullopt;
}

} // namespace iolens::trace
