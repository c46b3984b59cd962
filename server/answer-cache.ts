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

export interface CachedAnswer {
  /** The ETag of the body: the one computed by the statement that read it. */
  etag: string;
  /** The answer as serialised through the route's declared response schema. */
  body: string;
}

export class AnswerCache {
  private readonly answers = new Map<string, CachedAnswer>();
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

  private keep(answer: CachedAnswer): void {
    if (answer.body.length > this.maxChars) return;
    const previous = this.answers.get(answer.etag);
    if (previous) {
      this.answers.delete(answer.etag);
      this.size -= previous.body.length;
    }
    this.answers.set(answer.etag, answer);
    this.size += answer.body.length;
    for (const [etag, oldest] of this.answers) {
      if (this.size <= this.maxChars) break;
      this.answers.delete(etag);
      this.size -= oldest.body.length;
    }
  }
}
