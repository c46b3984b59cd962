// Serialised answers kept in memory under their ETag, for the big read-mostly lists (GET /orders).
//
// An ETag names the content of an answer (server/conditional.ts): the same ETag, the same bytes. So an answer can be
// reused by every request whose freshly computed ETag names it, and requests that arrive while it is being computed
// wait for that one computation instead of starting their own: twenty people opening the same 10,000-order
// dashboard at once cost one list query, not twenty queued on one database thread. Nothing here decides freshness:
// the caller computes the current ETag from the database on every request.
//
// Bounded by size (least recently used goes first). Each API process keeps its own: several processes behind a load
// balancer stay correct, since the ETag comes from the shared database.
//
// The compressed forms of an answer are kept with it, made once on first asked (brotli or gzip, off the event loop in
// zlib's thread pool): compressing the 10,000-order list again for every request cost more than reading it.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** The encodings kept ready; the same preference and quality @fastify/compress uses for answers made per request. */
export type Encoding = 'br' | 'gzip';

const compressors: Record<Encoding, (body: string) => Promise<Buffer>> = {
  br: (body) => promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (body) => promisify(gzip)(body),
};

/**
 * The encoding to answer with for an Accept-Encoding header: brotli, else gzip, unless refused with q=0; null for
 * none (identity). `*` accepts brotli.
 */
export function acceptedEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br') || accepted.has('*')) return 'br';
  return accepted.has('gzip') ? 'gzip' : null;
}

export interface CachedAnswer {
  /** The ETag of the body: the one computed by the statement that read it. */
  etag: string;
  /** The answer as serialised through the route's declared response schema. */
  body: string;
}


export class AnswerCache {
  private readonly answers = new Map<string, CachedAnswer>();
  /** The compressed forms of the kept answers, by ETag, made on first asked. */
  private readonly encodings = new Map<string, Partial<Record<Encoding, Promise<Buffer>>>>();
  private readonly pending = new Map<string, Promise<CachedAnswer>>();
  private size = 0;

  /** @param maxChars total length of the bodies kept (about a byte each for the mostly Latin text of the lists). */
  constructor(private readonly maxChars: number) {}

  /**
   * The answer named by `etag`: kept, being computed (then awaited), or computed now by `compute`. The computed
   * answer is kept under the ETag its own statement found, which is `etag` unless a change landed in between.
   */
  async answer(etag: string, compute: () => Promise<CachedAnswer>): Promise<CachedAnswer> {
    const kept = this.answers.get(etag);
    if (kept) {
      // Most recently used last, so the oldest is first in line to go.
      this.answers.delete(etag);
      this.answers.set(etag, kept);
      return kept;
    }
    const running = this.pending.get(etag);
    if (running) return running;
    const computing = compute().then(
      (computed) => {
        this.pending.delete(etag);
        this.keep(computed);
        return computed;
      },
      (error: unknown) => {
        this.pending.delete(etag);
        throw error;
      },
    );
    this.pending.set(etag, computing);
    return computing;
  }

  /**
   * The answer's body in `encoding`, compressed once per kept answer (an answer too big to keep is compressed each
   * time). The compressed forms are a tenth or so of the body and are not counted towards the bound.
   */
  encoded(answer: CachedAnswer, encoding: Encoding): Promise<Buffer> {
    const encoded = this.answers.get(answer.etag) === answer ? this.encodings.get(answer.etag) : undefined;
    if (!encoded) return compressors[encoding](answer.body);
    const ready = (encoded[encoding] ??= compressors[encoding](answer.body));
    // A failed compression is not kept: the next request tries again.
    ready.catch(() => {
      if (encoded[encoding] === ready) delete encoded[encoding];
    });
    return ready;
  }

  private keep(answer: CachedAnswer): void {
    if (answer.body.length > this.maxChars) return;
    const previous = this.answers.get(answer.etag);
    if (previous) {
      this.answers.delete(answer.etag);
      this.size -= previous.body.length;
    }
    this.answers.set(answer.etag, answer);
    this.encodings.set(answer.etag, {});
    this.size += answer.body.length;
    for (const [etag, oldest] of this.answers) {
      if (this.size <= this.maxChars) break;
      this.answers.delete(etag);
      this.encodings.delete(etag);
      this.size -= oldest.body.length;
    }
  }
}
