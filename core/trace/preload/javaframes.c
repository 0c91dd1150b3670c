// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* Java frames for a sampled stack (langframes.h): the JVM's own tool interface, JVMTI, asked from
 * inside the traced call, with no option on the java command line and nothing printed. Built when
 * the JDK's jvmti.h is there (IOL_HAVE_JVMTI); the library links nothing of Java's.
 *
 * How: only in a process whose executable is the java launcher (JLI_Launch is in it). Once the JVM
 * exists (JNI_GetCreatedJavaVMs, found with dlsym after the launcher loaded libjvm), a JVMTI
 * environment of our own (GetEnv JVMTI_VERSION_1_2, AddCapabilities can_get_line_numbers and
 * can_get_source_file_name, both available in the live phase). Per sample: GetStackTrace of the
 * calling thread, and for each frame its class, method, source file and the line of its bytecode
 * index (the method's line number table); strings deallocated, the class reference deleted.
 *
 * When it is not asked: when the call was not made by the class library's native methods
 * (libjava.so, libnio.so: FileInputStream.readBytes, FileDispatcherImpl.read0 …). Only then is the
 * thread certainly in the "native" state that JVMTI calls may be made from; the JVM's own reads
 * (class loading, the CDS archive) run in its "VM" state, where entering JVMTI would be wrong. Also
 * not with a signal handler's frame on the stack, and not while another thread sets JVMTI up. */
#include "langframes.h"

#ifdef IOL_HAVE_JVMTI

#include <dlfcn.h>
#include <jvmti.h>
#include <stdio.h>
#include <string.h>

static int g_is_java; /* this image is the java launcher */
static jint(JNICALL* g_created_vms)(JavaVM**, jsize, jsize*);
static JavaVM* g_vm;
static jvmtiEnv* g_jvmti; /* published (release) once set up */
static int g_setting_up; /* one thread sets JVMTI up; the others go without Java frames meanwhile */
static int g_line_numbers; /* the capabilities were granted */

void iol_lang_java_set_up(void)
{
    g_is_java = iol_dlsym(RTLD_DEFAULT, "JLI_Launch", NULL) != NULL;
}

static jvmtiEnv* jvmti(void)
{
    jvmtiEnv* e = __atomic_load_n(&g_jvmti, __ATOMIC_ACQUIRE);
    if (e || !g_is_java || __atomic_exchange_n(&g_setting_up, 1, __ATOMIC_ACQ_REL))
        return e;
    if (!g_created_vms) {
        void* p = iol_dlsym(RTLD_DEFAULT, "JNI_GetCreatedJavaVMs", NULL);
        memcpy(&g_created_vms, &p, sizeof p);
    }
    JavaVM* vm = NULL;
    jsize n = 0;
    if (g_created_vms && g_created_vms(&vm, 1, &n) == JNI_OK && n == 1
        && (*vm)->GetEnv(vm, (void**)&e, JVMTI_VERSION_1_2) == JNI_OK) {
        jvmtiCapabilities caps;
        memset(&caps, 0, sizeof caps);
        caps.can_get_line_numbers = 1;
        caps.can_get_source_file_name = 1;
        g_line_numbers = (*e)->AddCapabilities(e, &caps) == JVMTI_ERROR_NONE;
        g_vm = vm;
        __atomic_store_n(&g_jvmti, e, __ATOMIC_RELEASE);
    } else {
        e = NULL;
    }
    __atomic_store_n(&g_setting_up, 0, __ATOMIC_RELEASE);
    return e;
}

/* The class library's native code: libjava.so or libnio.so. */
static int in_class_library(uintptr_t pc)
{
    Dl_info info;
    if (!dladdr((const void*)(pc - 1), &info) || !info.dli_fname)
        return 0;
    const char* slash = strrchr(info.dli_fname, '/');
    const char* base = slash ? slash + 1 : info.dli_fname;
    return strcmp(base, "libjava.so") == 0 || strcmp(base, "libnio.so") == 0;
}

static void copy_cut(char* dst, size_t size, const char* a, const char* b)
{
    snprintf(dst, size, "%s%s", a, b);
}

/* "Ljava/io/FileInputStream;" → "java.io.FileInputStream" into dst[size]. */
static void class_name(char* dst, size_t size, const char* signature)
{
    size_t k = 0;
    const char* s = signature[0] == 'L' ? signature + 1 : signature;
    for (; *s && *s != ';' && k + 1 < size; ++s)
        dst[k++] = *s == '/' ? '.' : *s;
    dst[k] = '\0';
}

static int line_of(jvmtiEnv* e, jmethodID method, jlocation at)
{
    if (!g_line_numbers || at < 0)
        return 0;
    jint n = 0;
    jvmtiLineNumberEntry* table = NULL;
    if ((*e)->GetLineNumberTable(e, method, &n, &table) != JVMTI_ERROR_NONE)
        return 0;
    int line = 0;
    jlocation best = -1;
    for (jint i = 0; i < n; ++i)
        if (table[i].start_location <= at && table[i].start_location > best) {
            best = table[i].start_location;
            line = table[i].line_number;
        }
    (*e)->Deallocate(e, (unsigned char*)table);
    return line;
}

static void name_frame(jvmtiEnv* e, JNIEnv* env, const jvmtiFrameInfo* fi, struct iolts_lang_frame* out)
{
    memset(out, 0, sizeof *out);
    out->language = IOLTS_LANG_JAVA;
    char cls[96] = "?";
    char* method = NULL;
    jclass klass = NULL;
    if ((*e)->GetMethodDeclaringClass(e, fi->method, &klass) == JVMTI_ERROR_NONE && klass) {
        char* signature = NULL;
        if ((*e)->GetClassSignature(e, klass, &signature, NULL) == JVMTI_ERROR_NONE && signature) {
            class_name(cls, sizeof cls, signature);
            (*e)->Deallocate(e, (unsigned char*)signature);
        }
        char* source = NULL;
        if (g_line_numbers && (*e)->GetSourceFileName(e, klass, &source) == JVMTI_ERROR_NONE && source) {
            copy_cut(out->file, sizeof out->file, source, "");
            (*e)->Deallocate(e, (unsigned char*)source);
        }
        (*env)->DeleteLocalRef(env, klass);
    }
    if ((*e)->GetMethodName(e, fi->method, &method, NULL, NULL) == JVMTI_ERROR_NONE && method) {
        char dotted[sizeof cls + 1];
        copy_cut(dotted, sizeof dotted, cls, ".");
        copy_cut(out->function, sizeof out->function, dotted, method);
        (*e)->Deallocate(e, (unsigned char*)method);
    } else {
        copy_cut(out->function, sizeof out->function, cls, ".?");
    }
    out->line = line_of(e, fi->method, fi->location);
    uint64_t h = 0xcbf29ce484222325ull ^ out->language;
    for (const char* s = out->function; *s; ++s)
        h = (h ^ (unsigned char)*s) * 0x100000001b3ull;
    for (const char* s = out->file; *s; ++s)
        h = (h ^ (unsigned char)*s) * 0x100000001b3ull;
    out->hash = h ^ ((uint64_t)(uint32_t)out->line * 0x9e3779b97f4a7c15ull);
}

uint32_t iol_lang_java_frames(
    struct iolts_lang_frame* out, uint32_t max, const uintptr_t* native, uint32_t depth, uint32_t* kept)
{
    *kept = depth;
    if (!g_is_java || max == 0 || depth == 0 || !in_class_library(native[0]) || iol_lang_signal_frame(native, depth))
        return 0;
    jvmtiEnv* e = jvmti();
    JNIEnv* env = NULL;
    if (!e || (*g_vm)->GetEnv(g_vm, (void**)&env, JNI_VERSION_1_6) != JNI_OK)
        return 0; /* a thread the JVM does not know */
    jvmtiFrameInfo frames[IOLTS_MAX_FRAMES];
    jint n = 0;
    const int saved_errno = errno;
    if ((*e)->GetStackTrace(e, NULL, 0, (jint)(max < IOLTS_MAX_FRAMES ? max : IOLTS_MAX_FRAMES), frames, &n)
        != JVMTI_ERROR_NONE)
        n = 0;
    for (jint i = 0; i < n; ++i)
        name_frame(e, env, &frames[i], &out[i]);
    /* The native frames kept: the class library's and what it called, up to where the walk left
     * native code (the unwinder stops at the interpreter's or compiled Java frames). */
    uint32_t k = 0;
    while (k < depth && in_class_library(native[k]))
        ++k;
    *kept = k;
    errno = saved_errno;
    return (uint32_t)n;
}

#else

void iol_lang_java_set_up(void) { }

uint32_t iol_lang_java_frames(
    struct iolts_lang_frame* out, uint32_t max, const uintptr_t* native, uint32_t depth, uint32_t* kept)
{
    (void)out;
    (void)max;
    (void)native;
    *kept = depth;
    return 0;
}

#endif
