// The answer cache behind GET /orders (server/answer-cache.ts): answers kept by ETag within a size bound, one
// computation shared by the requests that wait for it, a failure never kept.
import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { acceptedEncoding, AnswerCache, type CachedAnswer } from '../../server/answer-cache';

const answer = (etag: string, size = 10): CachedAnswer => ({ etag, body: 'x'.repeat(size) });

describe('AnswerCache', () => {
  it('computes an answer once and serves it again under its ETag', async () => {
    const cache = new AnswerCache(100);
    let computed = 0;
    const compute = async () => (computed++, answer('a'));
    expect(await cache.answer('a', compute)).toEqual(answer('a'));
    expect(await cache.answer('a', compute)).toEqual(answer('a'));
    expect(computed).toBe(1);
  });

  it('lets requests that arrive during a computation wait for it', async () => {
    const cache = new AnswerCache(100);
    let computed = 0;
    let finish!: () => void;
    const gate = new Promise<void>((resolve) => (finish = resolve));
    const compute = async () => {
      computed++;
      await gate;
      return answer('a');
    };
    const waiting = [cache.answer('a', compute), cache.answer('a', compute), cache.answer('a', compute)];
    finish();
    expect(await Promise.all(waiting)).toEqual([answer('a'), answer('a'), answer('a')]);
    expect(computed).toBe(1);
  });

  it('keeps an answer under the ETag its own reading found', async () => {
    const cache = new AnswerCache(100);
    // A change landed between the ETag and the reading: the body belongs to 'b', and is kept as 'b'.
    expect(await cache.answer('a', async () => answer('b'))).toEqual(answer('b'));
    let computed = 0;
    expect(await cache.answer('b', async () => (computed++, answer('b')))).toEqual(answer('b'));
    expect(computed).toBe(0);
    expect(await cache.answer('a', async () => (computed++, answer('a')))).toEqual(answer('a'));
    expect(computed).toBe(1);
  });

  it('drops the least recently used answers beyond its size, and never keeps one larger than it', async () => {
    const cache = new AnswerCache(25);
    let computed = 0;
    const compute = (etag: string, size = 10) => async () => (computed++, answer(etag, size));
    await cache.answer('a', compute('a'));
    await cache.answer('b', compute('b'));
    await cache.answer('a', compute('a')); // used again: 'b' is now the oldest
    await cache.answer('c', compute('c')); // 30 > 25: 'b' goes
    expect(computed).toBe(3);
    await cache.answer('a', compute('a'));
    await cache.answer('c', compute('c'));
    expect(computed).toBe(3);
    await cache.answer('b', compute('b'));
    expect(computed).toBe(4);

    await cache.answer('huge', compute('huge', 26));
    await cache.answer('huge', compute('huge', 26));
    expect(computed).toBe(6);
  });

  it('keeps no failure: the next request computes again', async () => {
    const cache = new AnswerCache(100);
    await expect(cache.answer('a', async () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
    expect(await cache.answer('a', async () => answer('a'))).toEqual(answer('a'));
  });
});

describe('compressed answers', () => {
  it('compresses a kept answer once per encoding, and an answer not kept each time', async () => {
    const cache = new AnswerCache(100);
    const kept = await cache.answer('a', async () => answer('a', 50));
    const br = await cache.encoded(kept, 'br');
    expect(brotliDecompressSync(br).toString()).toBe(kept.body);
    expect(await cache.encoded(kept, 'br')).toBe(br);
    expect(gunzipSync(await cache.encoded(kept, 'gzip')).toString()).toBe(kept.body);
    const loose = answer('never-kept', 20);
    const once = await cache.encoded(loose, 'br');
    expect(await cache.encoded(loose, 'br')).not.toBe(once);
  });

  it('picks brotli, else gzip, from Accept-Encoding, honouring q=0', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(acceptedEncoding('*')).toBe('br');
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
    expect(acceptedEncoding('gzip;q=0')).toBeNull();
  });
});
