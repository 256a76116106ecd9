// SHA-256 (FIPS 180-4). Provenance blocks hash every scanned file, so the compression function
// runs on the processor's SHA instructions where there are any (x86-64 SHA extensions), and on
// a plain C loop elsewhere; both give the digest `sha256sum` prints.
#include "CSHA256.h"

#include <string.h>

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define MOCKSCOPE_SHA_X86 1
#include <cpuid.h>
#include <immintrin.h>
#endif

static const uint32_t roundConstants[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};

static inline uint32_t rotateRight(uint32_t word, int count) { return (word >> count) | (word << (32 - count)); }

static inline uint32_t loadBigEndian(const uint8_t *bytes) {
    return ((uint32_t)bytes[0] << 24) | ((uint32_t)bytes[1] << 16) | ((uint32_t)bytes[2] << 8) | (uint32_t)bytes[3];
}

/// The portable compression function over `blocks` 64-byte blocks.
static void compressPortable(uint32_t state[8], const uint8_t *data, size_t blocks) {
    uint32_t schedule[64];
    for (; blocks > 0; blocks--, data += 64) {
        for (int index = 0; index < 16; index++) schedule[index] = loadBigEndian(data + 4 * index);
        for (int index = 16; index < 64; index++) {
            uint32_t early = schedule[index - 15];
            uint32_t late = schedule[index - 2];
            uint32_t sigma0 = rotateRight(early, 7) ^ rotateRight(early, 18) ^ (early >> 3);
            uint32_t sigma1 = rotateRight(late, 17) ^ rotateRight(late, 19) ^ (late >> 10);
            schedule[index] = schedule[index - 16] + sigma0 + schedule[index - 7] + sigma1;
        }
        uint32_t a = state[0], b = state[1], c = state[2], d = state[3];
        uint32_t e = state[4], f = state[5], g = state[6], h = state[7];
        for (int index = 0; index < 64; index++) {
            uint32_t sum1 = rotateRight(e, 6) ^ rotateRight(e, 11) ^ rotateRight(e, 25);
            uint32_t first = h + sum1 + ((e & f) ^ (~e & g)) + roundConstants[index] + schedule[index];
            uint32_t sum0 = rotateRight(a, 2) ^ rotateRight(a, 13) ^ rotateRight(a, 22);
            uint32_t second = sum0 + ((a & b) ^ (a & c) ^ (b & c));
            h = g;
            g = f;
            f = e;
            e = d + first;
            d = c;
            c = b;
            b = a;
            a = first + second;
        }
        state[0] += a;
        state[1] += b;
        state[2] += c;
        state[3] += d;
        state[4] += e;
        state[5] += f;
        state[6] += g;
        state[7] += h;
    }
}

#ifdef MOCKSCOPE_SHA_X86
/// The same with the SHA extensions. The instructions keep the working words in two vectors,
/// {A, B, E, F} and {C, D, G, H} (first word in the highest lane), and do two rounds each.
__attribute__((target("sha,sse4.1"))) static void compressHardware(uint32_t state[8], const uint8_t *data,
                                                                    size_t blocks) {
    const __m128i bigEndian = _mm_set_epi64x(0x0c0d0e0f08090a0bLL, 0x0405060700010203LL);
    __m128i low = _mm_shuffle_epi32(_mm_loadu_si128((const __m128i *)&state[0]), 0xB1);
    __m128i high = _mm_shuffle_epi32(_mm_loadu_si128((const __m128i *)&state[4]), 0x1B);
    __m128i abef = _mm_alignr_epi8(low, high, 8);
    __m128i cdgh = _mm_blend_epi16(high, low, 0xF0);
    for (; blocks > 0; blocks--, data += 64) {
        const __m128i savedABEF = abef;
        const __m128i savedCDGH = cdgh;
        // The last four groups of four schedule words; group n lives at index n % 4.
        __m128i words[4];
        for (int group = 0; group < 16; group++) {
            __m128i current;
            if (group < 4) {
                current = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(data + 16 * group)), bigEndian);
            } else {
                __m128i older = _mm_sha256msg1_epu32(words[group % 4], words[(group + 1) % 4]);
                __m128i sevenBack = _mm_alignr_epi8(words[(group + 3) % 4], words[(group + 2) % 4], 4);
                current = _mm_sha256msg2_epu32(_mm_add_epi32(older, sevenBack), words[(group + 3) % 4]);
            }
            words[group % 4] = current;
            __m128i message =
                _mm_add_epi32(current, _mm_loadu_si128((const __m128i *)&roundConstants[4 * group]));
            cdgh = _mm_sha256rnds2_epu32(cdgh, abef, message);
            // Two rounds later {C, D, G, H} is the old {A, B, E, F}: the pair swaps roles.
            abef = _mm_sha256rnds2_epu32(abef, cdgh, _mm_shuffle_epi32(message, 0x0E));
        }
        abef = _mm_add_epi32(abef, savedABEF);
        cdgh = _mm_add_epi32(cdgh, savedCDGH);
    }
    __m128i feba = _mm_shuffle_epi32(abef, 0x1B);
    __m128i dchg = _mm_shuffle_epi32(cdgh, 0xB1);
    _mm_storeu_si128((__m128i *)&state[0], _mm_blend_epi16(feba, dchg, 0xF0));
    _mm_storeu_si128((__m128i *)&state[4], _mm_alignr_epi8(dchg, feba, 8));
}
#endif

int mockscope_sha256_has_hardware(void) {
#ifdef MOCKSCOPE_SHA_X86
    // Asked once: 1 when the processor has the SHA extensions and SSE4.1, 0 when not.
    static int known = -1;
    int answer = __atomic_load_n(&known, __ATOMIC_RELAXED);
    if (answer >= 0) return answer;
    unsigned int eax, ebx, ecx, edx;
    int sse41 = __get_cpuid(1, &eax, &ebx, &ecx, &edx) && (ecx & (1u << 19));
    int sha = __get_cpuid_count(7, 0, &eax, &ebx, &ecx, &edx) && (ebx & (1u << 29));
    answer = sse41 && sha;
    __atomic_store_n(&known, answer, __ATOMIC_RELAXED);
    return answer;
#else
    return 0;
#endif
}

void mockscope_sha256(const uint8_t *bytes, size_t length, uint8_t digest[32], int allowsHardware) {
    uint32_t state[8] = {
        0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
    };
    void (*compress)(uint32_t *, const uint8_t *, size_t) = compressPortable;
#ifdef MOCKSCOPE_SHA_X86
    if (allowsHardware && mockscope_sha256_has_hardware()) compress = compressHardware;
#endif
    size_t whole = length / 64;
    if (whole > 0) compress(state, bytes, whole);
    // The tail, the 0x80 marker and the length in bits fill one or two last blocks.
    uint8_t tail[128] = {0};
    size_t rest = length - whole * 64;
    if (rest > 0) memcpy(tail, bytes + whole * 64, rest);
    tail[rest] = 0x80;
    size_t tailLength = rest < 56 ? 64 : 128;
    uint64_t bits = (uint64_t)length * 8;
    for (int index = 0; index < 8; index++) tail[tailLength - 1 - index] = (uint8_t)(bits >> (8 * index));
    compress(state, tail, tailLength / 64);
    for (int index = 0; index < 8; index++) {
        digest[4 * index] = (uint8_t)(state[index] >> 24);
        digest[4 * index + 1] = (uint8_t)(state[index] >> 16);
        digest[4 * index + 2] = (uint8_t)(state[index] >> 8);
        digest[4 * index + 3] = (uint8_t)state[index];
    }
}
