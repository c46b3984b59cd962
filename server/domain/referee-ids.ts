// Referee ids (issue 13): the refereeId of the public link /referencesform/{orderId}/{refereeId}. An integer, as the spec
// says, but never sequential or guessable: drawn at random from 2^47 up to 2^53 - 1 (at least 48 bits, and exact as a
// JavaScript number and in JSON), unique by the table's primary key.
import { randomBytes } from 'node:crypto';

export const REFEREE_ID_MIN = 2 ** 47;
export const REFEREE_ID_MAX = Number.MAX_SAFE_INTEGER;

/** A fresh random referee id in [2^47, 2^53 - 1]. */
export function newRefereeId(): number {
  // 7 random bytes = 56 bits; the low 53 are kept and values below 2^47 are drawn again (1 in 64).
  for (;;) {
    const bytes = randomBytes(7);
    let value = 0;
    for (const byte of bytes) value = value * 256 + byte;
    value %= 2 ** 53;
    if (value >= REFEREE_ID_MIN && value <= REFEREE_ID_MAX) return value;
  }
}
