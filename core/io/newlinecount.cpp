// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/newlinecount.h"

#if defined(__x86_64__)
#include <immintrin.h>
#define IOLENS_HAVE_X86_SIMD 1
#endif

namespace iolens {

std::uint64_t countNewlinesScalar(const char* data, std::size_t size) noexcept
{
    std::uint64_t count = 0;
    for (std::size_t i = 0; i < size; ++i)
        count += data[i] == '\n';
    return count;
}

#ifdef IOLENS_HAVE_X86_SIMD

namespace {

// Compares 16 bytes with '\n' at a time; the match mask's set bits are the newlines. SSE2 is part
// of x86-64, so this needs no check.
std::uint64_t countSse2(const char* data, std::size_t size) noexcept
{
    const __m128i newline = _mm_set1_epi8('\n');
    std::uint64_t count = 0;
    std::size_t i = 0;
    for (; i + 16 <= size; i += 16) {
        const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i*>(data + i));
        count += static_cast<unsigned>(__builtin_popcount(_mm_movemask_epi8(_mm_cmpeq_epi8(bytes, newline))));
    }
    return count + countNewlinesScalar(data + i, size - i);
}

// The same 32 bytes at a time, two vectors per step to keep both load ports busy. Compiled for
// AVX2 on its own (the target attribute), so the rest of the program still runs on older CPUs.
__attribute__((target("avx2"))) std::uint64_t countAvx2(const char* data, std::size_t size) noexcept
{
    const __m256i newline = _mm256_set1_epi8('\n');
    std::uint64_t count = 0;
    std::size_t i = 0;
    for (; i + 64 <= size; i += 64) {
        const __m256i a = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(data + i));
        const __m256i b = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(data + i + 32));
        const auto maskA = static_cast<std::uint32_t>(_mm256_movemask_epi8(_mm256_cmpeq_epi8(a, newline)));
        const auto maskB = static_cast<std::uint32_t>(_mm256_movemask_epi8(_mm256_cmpeq_epi8(b, newline)));
        count += static_cast<unsigned>(__builtin_popcountll((std::uint64_t(maskB) << 32) | maskA));
    }
    return count + countSse2(data + i, size - i);
}

bool haveAvx2() noexcept
{
    // __builtin_cpu_init first: this may run during static initialisation of another file.
    static const bool have = [] {
        __builtin_cpu_init();
        return __builtin_cpu_supports("avx2") != 0;
    }();
    return have;
}

} // namespace

std::uint64_t countNewlines(const char* data, std::size_t size) noexcept
{
    return haveAvx2() ? countAvx2(data, size) : countSse2(data, size);
}

#else

std::uint64_t countNewlines(const char* data, std::size_t size) noexcept
{
    return countNewlinesScalar(data, size);
}

#endif

} // namespace iolens
