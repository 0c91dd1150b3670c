// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* ioltdump FILE.iolt…: prints what the preload wrote, for debugging (not used by the tests). */
#include "ioltread.h"

#include <inttypes.h>
#include <stdio.h>

static void print_slot(const struct iolt_slot* s)
{
    if (!s->key.used)
        return;
    printf("  %-10s file %u site %u zone %u: count %" PRIu64 " timed %" PRIu64 " ns %" PRIu64 " bytes %" PRIu64
           " err %" PRIu64 " seq %" PRIu64 " rnd %" PRIu64 " min %" PRIu64 " max %" PRIu64 "\n",
        iolt_call_name(s->key.call), s->key.file, s->key.site, s->key.zone, s->count, s->timed, s->ns, s->bytes,
        s->errors, s->sequential, s->random, s->min_ns, s->max_ns);
}

static void dump(const char* path, int events)
{
    struct ioltr r;
    if (ioltr_open(&r, path) != 0) {
        fprintf(stderr, "ioltdump: %s is not a readable iolt file.\n", path);
        return;
    }
    const struct iolt_header* h = r.h;
    printf("== %s\npid %d ppid %d gen %u state %d exit %d flags %u untraced_execs %" PRIu64 " (%s)\n", path, h->pid,
        h->ppid, h->generation, h->state, h->exit_status, h->flags, h->untraced_execs,
        ioltr_string(&r, h->untraced_exec_string));
    printf("exe %s cwd %s argv", ioltr_string(&r, h->exe_string), ioltr_string(&r, h->cwd_string));
    for (uint32_t i = 0; i < h->argv_bytes; i += (uint32_t)strlen(ioltr_string(&r, h->argv_string + i)) + 1)
        printf(" [%s]", ioltr_string(&r, h->argv_string + i));
    printf("\nwall %" PRIu64 " ns, kernel start syscr %" PRIu64 " syscw %" PRIu64 " end syscr %" PRIu64
           " syscw %" PRIu64 " rchar %" PRIu64 " wchar %" PRIu64 " (own syscr %" PRIu64 ")\n",
        h->end_ns, h->kernel_start.syscr, h->kernel_start.syscw, h->kernel_end.syscr, h->kernel_end.syscw,
        h->kernel_end.rchar, h->kernel_end.wchar, h->own_syscr);
    printf("events kept %" PRIu64 " dropped %" PRIu64 ", slots dropped %" PRIu64 "\n", h->events_kept,
        h->events_dropped, h->slots_dropped);
    for (uint32_t i = 0; i < h->files_used; ++i) {
        const struct iolt_file* f = ioltr_file(&r, i);
        printf("file %u kind %u %s opens %" PRIu64 " closed %" PRIu64 " written %" PRIu64 "/%" PRIu64 " from0 %" PRIu64
               "/%" PRIu64 " stats %" PRIu64 " exch %" PRIu64 "\n",
            i, f->kind, ioltr_string(&r, f->path_string), f->opens, f->sessions_closed, f->sessions_written,
            f->session_write_bytes, f->sessions_read_from_start, f->session_read_bytes, f->stat_calls, f->exchanges);
    }
    for (uint32_t i = 1; i < h->sites_used; ++i) {
        const struct iolt_site* s = ioltr_site(&r, i);
        printf("site %u %s+0x%" PRIx64 " %s\n", i, ioltr_string(&r, s->module_string), s->module_offset,
            ioltr_string(&r, s->symbol_string));
    }
    for (uint32_t i = 1; i < h->zones_used; ++i)
        printf("zone %u %s\n", i, ioltr_string(&r, ioltr_zone(&r, i)->name_string));
    for (uint32_t t = 0; t < h->threads_used && ioltr_block(&r, t); ++t) {
        const struct iolt_thread* th = ioltr_thread(&r, t);
        printf("thread %u tid %d '%.16s' shared %u slots %" PRIu64 " events %" PRIu64 " dropped %" PRIu64 "\n", t,
            th->tid, th->name, th->shared, th->slots_used, th->events_kept, th->events_dropped);
        const struct iolt_slot* slots = ioltr_slots(&r, t);
        for (uint32_t i = 0; i < h->max_slots; ++i)
            print_slot(&slots[i]);
        for (const struct iolt_slot_table* x = ioltr_first_slot_table(&r, t); x; x = ioltr_slot_table(&r, x->next)) {
            printf("  further table of %u slots of %u bytes, %u used\n", x->capacity, iolt_slot_table_slot_size(x),
                x->used);
            for (uint32_t i = 0; i < x->used; ++i)
                print_slot(ioltr_table_slot(x, i));
        }
        const struct iolt_zone_total* tot = ioltr_totals(&r, t);
        for (uint32_t z = 0; z < h->max_zones; ++z)
            if (tot[z].count)
                printf("  zone %u: %" PRIu64 " intervals %" PRIu64 " ns\n", z, tot[z].count, tot[z].ns);
        const struct iolt_event* ev = ioltr_events(&r, t);
        for (uint64_t e = 0; events && e < th->events_kept && e < h->max_events; ++e)
            printf("  event %-8s file %u zone %u [%" PRIu64 ", %" PRIu64 "] count %u bytes %" PRIu64 "\n",
                iolt_call_name(ev[e].call), ev[e].file, ev[e].zone, ev[e].begin_ns, ev[e].end_ns, ev[e].count,
                ev[e].bytes);
    }
    ioltr_close(&r);
}

int main(int argc, char** argv)
{
    int events = 0;
    for (int i = 1; i < argc; ++i) {
        if (strcmp(argv[i], "-e") == 0)
            events = 1;
        else
            dump(argv[i], events);
    }
    return 0;
}
