/* SPDX-FileCopyrightText: 2026 The iolens authors
 * SPDX-License-Identifier: GPL-3.0-or-later */
#define _GNU_SOURCE
#include "gotpatch.h"

#include <elf.h>
#include <link.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#if defined(__x86_64__)
#define IOL_RELOC_JUMP_SLOT R_X86_64_JUMP_SLOT
#define IOL_RELOC_GLOB_DAT R_X86_64_GLOB_DAT
#elif defined(__aarch64__)
#define IOL_RELOC_JUMP_SLOT R_AARCH64_JUMP_SLOT
#define IOL_RELOC_GLOB_DAT R_AARCH64_GLOB_DAT
#else
#error "gotpatch.c: name this architecture's JUMP_SLOT and GLOB_DAT relocations"
#endif

/* One changed slot: where, what it held, what we wrote (restored only if still ours), and whether
 * it lies in the module's RELRO segment (read-only after relocation: writable only for a store). */
struct iol_got_change {
    uintptr_t* slot;
    uintptr_t before;
    uintptr_t after;
    int relro;
};

static struct iol_got_change* changes;
static size_t changes_used, changes_capacity;

struct patch_job {
    const struct iol_got_symbol* symbols;
    size_t count;
    uintptr_t skip_base;
    int counting; /* first pass: only count the slots, to size the undo list */
    size_t found;
    uintptr_t relro_begin, relro_end; /* the current module's */
};

/* ld.so rewrites most d_ptr entries to absolute addresses in place; a read-only dynamic section
 * (the vDSO's) keeps them relative to the load base. */
static uintptr_t dyn_address(const struct dl_phdr_info* info, ElfW(Addr) value)
{
    return value < info->dlpi_addr ? info->dlpi_addr + value : value;
}

static const struct iol_got_symbol* wanted(const struct patch_job* job, const char* name)
{
    for (size_t i = 0; i < job->count; ++i)
        if (name[0] == job->symbols[i].name[0] && strcmp(name, job->symbols[i].name) == 0)
            return &job->symbols[i];
    return NULL;
}

static void store(uintptr_t* slot, uintptr_t value, int relro)
{
    if (!relro) {
        __atomic_store_n(slot, value, __ATOMIC_RELEASE);
        return;
    }
    const uintptr_t page = (uintptr_t)sysconf(_SC_PAGESIZE);
    void* start = (void*)((uintptr_t)slot & ~(page - 1));
    if (mprotect(start, page, PROT_READ | PROT_WRITE) != 0)
        return;
    __atomic_store_n(slot, value, __ATOMIC_RELEASE);
    mprotect(start, page, PROT_READ);
}

static void patch_relocations(struct patch_job* job, const struct dl_phdr_info* info, const ElfW(Rela) * relocations,
    size_t bytes, const ElfW(Sym) * symbols, const char* names)
{
    for (size_t i = 0; i < bytes / sizeof *relocations; ++i) {
        const ElfW(Rela)* r = &relocations[i];
        const unsigned type = (unsigned)ELF64_R_TYPE(r->r_info);
        if (type != IOL_RELOC_JUMP_SLOT && type != IOL_RELOC_GLOB_DAT)
            continue;
        const ElfW(Sym)* symbol = &symbols[ELF64_R_SYM(r->r_info)];
        if (symbol->st_name == 0)
            continue;
        const struct iol_got_symbol* match = wanted(job, names + symbol->st_name);
        if (!match)
            continue;
        uintptr_t* slot = (uintptr_t*)(info->dlpi_addr + r->r_offset);
        const uintptr_t replacement = (uintptr_t)match->replacement;
        if (*slot == replacement)
            continue;
        ++job->found;
        if (job->counting || changes_used == changes_capacity)
            continue;
        const int relro = (uintptr_t)slot >= job->relro_begin && (uintptr_t)slot < job->relro_end;
        changes[changes_used++] = (struct iol_got_change) { slot, *slot, replacement, relro };
        store(slot, replacement, relro);
    }
}

static int patch_module(struct dl_phdr_info* info, size_t size, void* data)
{
    (void)size;
    struct patch_job* job = data;
    if (info->dlpi_addr == job->skip_base && job->skip_base != 0)
        return 0;
    const ElfW(Dyn)* dynamic = NULL;
    job->relro_begin = job->relro_end = 0;
    for (int i = 0; i < info->dlpi_phnum; ++i) {
        const ElfW(Phdr)* segment = &info->dlpi_phdr[i];
        if (segment->p_type == PT_DYNAMIC)
            dynamic = (const ElfW(Dyn)*)(info->dlpi_addr + segment->p_vaddr);
        if (segment->p_type == PT_GNU_RELRO) {
            /* The pages ld.so made read-only: whole pages only, so a slot in the segment's last,
             * partial page stays writable, and re-protecting that page would take the write
             * permission from the data that shares it. */
            const uintptr_t page = (uintptr_t)sysconf(_SC_PAGESIZE);
            job->relro_begin = (info->dlpi_addr + segment->p_vaddr) & ~(page - 1);
            job->relro_end = (info->dlpi_addr + segment->p_vaddr + segment->p_memsz) & ~(page - 1);
        }
    }
    if (!dynamic)
        return 0;
    const ElfW(Rela)* plt = NULL;
    const ElfW(Rela)* rela = NULL;
    size_t plt_bytes = 0, rela_bytes = 0;
    const ElfW(Sym)* symbols = NULL;
    const char* names = NULL;
    for (const ElfW(Dyn)* d = dynamic; d->d_tag != DT_NULL; ++d) {
        switch (d->d_tag) {
        case DT_JMPREL:
            plt = (const ElfW(Rela)*)dyn_address(info, d->d_un.d_ptr);
            break;
        case DT_PLTRELSZ:
            plt_bytes = d->d_un.d_val;
            break;
        case DT_RELA:
            rela = (const ElfW(Rela)*)dyn_address(info, d->d_un.d_ptr);
            break;
        case DT_RELASZ:
            rela_bytes = d->d_un.d_val;
            break;
        case DT_SYMTAB:
            symbols = (const ElfW(Sym)*)dyn_address(info, d->d_un.d_ptr);
            break;
        case DT_STRTAB:
            names = (const char*)dyn_address(info, d->d_un.d_ptr);
            break;
        default:
            break;
        }
    }
    if (!symbols || !names)
        return 0;
    if (plt)
        patch_relocations(job, info, plt, plt_bytes, symbols, names);
    if (rela)
        patch_relocations(job, info, rela, rela_bytes, symbols, names);
    return 0;
}

long iol_got_patch(const struct iol_got_symbol* symbols, size_t count, uintptr_t skip_base)
{
    struct patch_job job = { symbols, count, skip_base, 1, 0, 0, 0 };
    dl_iterate_phdr(patch_module, &job);
    if (job.found == 0)
        return 0;
    /* mmap, not malloc: the program may have been stopped anywhere, malloc included. */
    const size_t capacity = changes_used + job.found;
    const size_t bytes = capacity * sizeof *changes;
    struct iol_got_change* grown = mmap(NULL, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (grown == MAP_FAILED)
        return -1;
    if (changes) {
        memcpy(grown, changes, changes_used * sizeof *changes);
        munmap(changes, changes_capacity * sizeof *changes);
    }
    changes = grown;
    changes_capacity = capacity;
    const size_t before = changes_used;
    job.counting = 0;
    job.found = 0;
    dl_iterate_phdr(patch_module, &job);
    return (long)(changes_used - before);
}

void iol_got_restore(void)
{
    /* Latest first, so a slot changed twice ends with its first value. */
    for (size_t i = changes_used; i-- > 0;)
        if (*changes[i].slot == changes[i].after)
            store(changes[i].slot, changes[i].before, changes[i].relro);
    changes_used = 0;
}
