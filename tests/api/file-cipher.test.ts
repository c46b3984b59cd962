// The at-rest format of stored files (server/file-cipher.ts), by fast-check properties: whatever the file's size and
// however its bytes arrive, sealing then opening gives the file back and the sealed bytes are not it; any truncation,
// extension or changed byte, a wrong key and an unknown key fail, before or instead of giving bytes, never with
// other bytes; rewrapping under a new key keeps the records and the file.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  FileCipherError,
  fileKeyring,
  HEADER_BYTES,
  openStored,
  plainSize,
  RECORD_BYTES,
  resealed,
  sealedSize,
  sealingStream,
} from '../../server/file-cipher';

const keyA = fileKeyring('key A');
const keyB = fileKeyring('key B', ['key A']);

/** `bytes` as a stream cut at `cuts` (positions), as a request body arrives. */
function streamOf(bytes: Buffer, cuts: number[] = []): Readable {
  const at = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
  const pieces: Buffer[] = [];
  let from = 0;
  for (const cut of [...at, bytes.length]) {
    if (cut > from) pieces.push(bytes.subarray(from, cut));
    from = Math.max(from, cut);
  }
  return Readable.from(pieces, { objectMode: false });
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function seal(bytes: Buffer, cuts: number[] = [], keyring = keyA): Promise<Buffer> {
  const chunks: Buffer[] = [];
  await pipeline(streamOf(bytes, cuts), sealingStream(keyring), async function* (source) {
    for await (const chunk of source) chunks.push(chunk as Buffer);
  });
  return Buffer.concat(chunks);
}

/** Opens a sealed object and reads it whole; throws what opening or reading throws. */
async function open(stored: Buffer, keyring = keyA, cuts: number[] = []): Promise<Buffer> {
  const opened = await openStored(streamOf(stored, cuts), stored.length, keyring);
  expect(opened.sizeBytes).toBeGreaterThanOrEqual(0);
  return readAll(opened.stream);
}

/** Sizes around the record boundaries, where off-by-ones live. */
const sizes = fc.oneof(
  fc.integer({ min: 0, max: 300 }),
  fc.constantFrom(RECORD_BYTES - 1, RECORD_BYTES, RECORD_BYTES + 1, 2 * RECORD_BYTES, 2 * RECORD_BYTES + 17, 3 * RECORD_BYTES - 1),
  fc.integer({ min: 0, max: 4 * RECORD_BYTES }),
);
const fileOf = (size: number, seed: number) => {
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 131 + seed) & 0xff;
  return bytes;
};

describe('sealed files', () => {
  it('open to the same bytes and size, whatever the size and the chunking; the sealed bytes are not the file', async () => {
    await fc.assert(
      fc.asyncProperty(sizes, fc.nat(255), fc.array(fc.nat(), { maxLength: 8 }), fc.array(fc.nat(), { maxLength: 8 }), async (size, seed, cutsIn, cutsOut) => {
        const bytes = fileOf(size, seed);
        const stored = await seal(bytes, cutsIn);
        expect(stored.length).toBe(sealedSize(size));
        expect(plainSize(stored.length)).toBe(size);
        if (size >= 32) expect(stored.includes(bytes.subarray(0, 32))).toBe(false);
        const opened = await openStored(streamOf(stored, cutsOut), stored.length, keyA);
        expect(opened.sizeBytes).toBe(size);
        expect(opened.form).toEqual({ sealed: true, keyId: keyA.current.id.toString('hex') });
        expect((await readAll(opened.stream)).equals(bytes)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('fail on any truncation, extension or changed byte, and never give other bytes', async () => {
    await fc.assert(
      fc.asyncProperty(sizes, fc.nat(), fc.nat(255), fc.constantFrom('truncate', 'extend', 'flip'), async (size, where, value, damage) => {
        const bytes = fileOf(size, 7);
        const stored = await seal(bytes);
        let damaged: Buffer;
        if (damage === 'truncate') damaged = stored.subarray(0, where % stored.length);
        else if (damage === 'extend') damaged = Buffer.concat([stored, Buffer.from([value])]);
        else {
          damaged = Buffer.from(stored);
          const at = where % stored.length;
          damaged[at] ^= (value % 255) + 1;
        }
        const given: Buffer[] = [];
        const attempt = (async () => {
          const opened = await openStored(streamOf(damaged), damaged.length, keyA);
          for await (const chunk of opened.stream) given.push(chunk as Buffer);
        })();
        await expect(attempt).rejects.toBeInstanceOf(FileCipherError);
        // What was given before the failure is a prefix of the file: checked records only.
        const prefix = Buffer.concat(given);
        expect(bytes.subarray(0, prefix.length).equals(prefix)).toBe(true);
        expect(prefix.length).toBeLessThan(Math.max(size, 1));
      }),
      { numRuns: 80 },
    );
  });

  it('do not open with a wrong key, nor with a key the server does not have: before a byte is given', async () => {
    const stored = await seal(fileOf(1000, 3));
    await expect(openStored(streamOf(stored), stored.length, fileKeyring('not key A'))).rejects.toThrow(/which this server does not have/);
    // The key id says it is key A, yet the key given as key A is another: the wrapped key does not open.
    const impostor = fileKeyring('impostor');
    impostor.current.id = keyA.current.id;
    await expect(openStored(streamOf(stored), stored.length, impostor)).rejects.toThrow(/does not open with file key/);
  });

  it('read a plain file from before encryption as it is, and refuse bytes that are neither', async () => {
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), fileOf(500, 1)]);
    const opened = await openStored(streamOf(png, [3, 100]), png.length, keyA);
    expect(opened).toMatchObject({ sizeBytes: png.length, form: { sealed: false } });
    expect((await readAll(opened.stream)).equals(png)).toBe(true);
    await expect(openStored(streamOf(fileOf(500, 2)), 500, keyA)).rejects.toBeInstanceOf(FileCipherError);
  });

  it('rewrap under a new key with the records unchanged; a plain file is sealed; a current one is left alone', async () => {
    const bytes = fileOf(3 * RECORD_BYTES + 5, 9);
    const stored = await seal(bytes, [], keyA);
    const rewritten = await resealed(streamOf(stored), keyB);
    expect(rewritten?.was).toEqual({ sealed: true, keyId: keyA.current.id.toString('hex') });
    const again = await readAll(rewritten!.stream);
    expect(again.length).toBe(stored.length);
    expect(again.subarray(HEADER_BYTES).equals(stored.subarray(HEADER_BYTES))).toBe(true);
    expect((await open(again, fileKeyring('key B'))).equals(bytes)).toBe(true);
    await expect(open(again, keyA)).rejects.toBeInstanceOf(FileCipherError);
    expect(await resealed(streamOf(again), keyB)).toBeNull();

    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), fileOf(70_000, 4)]);
    const sealedPdf = await resealed(streamOf(pdf), keyB);
    expect(sealedPdf?.was).toEqual({ sealed: false });
    expect((await open(await readAll(sealedPdf!.stream), keyB)).equals(pdf)).toBe(true);
  });
});
