#ifndef MOCKSCOPE_CSHA256_H
#define MOCKSCOPE_CSHA256_H

#include <stddef.h>
#include <stdint.h>

/// Writes the SHA-256 digest of `length` bytes at `bytes` into `digest` (32 bytes). With
/// `allowsHardware` nonzero, the processor's SHA instructions are used when it has them.
void mockscope_sha256(const uint8_t *bytes, size_t length, uint8_t digest[32], int allowsHardware);

/// Whether `mockscope_sha256` can use the processor's SHA instructions on this machine.
int mockscope_sha256_has_hardware(void);

#endif
