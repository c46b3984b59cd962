// Serialised rows of a big list kept by row and version, for GET /orders: after one order of 10,000 changes, the next
// list serialises that one row and reuses the other 9,999 as they were (reading, building and serialising every row
// again cost about 200 ms on PGlite, the budget is 150).
//
// A row's version names everything its serialised form depends on that can change (for an order: its updated_at,
// which a trigger moves on every change of the order and of its checks), so a kept row is only ever reused for the
// same content; nothing here decides freshness. Bounded by size: the rows kept longest go first.
export class KeptRows {
  private readonly rows = new Map<string, { version: string; json: string }>();
  private size = 0;

  /** @param maxChars total length of the rows kept (about a byte each for the mostly Latin text of the lists). */
  constructor(private readonly maxChars: number) {}

  /** The row kept under `key` if it was kept for this `version`. */
  get(key: string, version: string): string | undefined {
    const kept = this.rows.get(key);
    return kept?.version === version ? kept.json : undefined;
  }

  set(key: string, version: string, json: string): void {
    const previous = this.rows.get(key);
    if (previous) {
      this.rows.delete(key);
      this.size -= previous.json.length;
    }
    this.rows.set(key, { version, json });
    this.size += json.length;
    for (const [oldestKey, oldest] of this.rows) {
      if (this.size <= this.maxChars) break;
      this.rows.delete(oldestKey);
      this.size -= oldest.json.length;
    }
  }
}
