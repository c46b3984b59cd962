// Work that runs after the answer is sent, so that the answer's timing does not depend on it (the forgot-password
// mail must not tell an attacker which addresses have accounts). Failures are logged; closing the app waits for
// what is still running, and tests await `settled()` before reading the outbox.
import type { FastifyBaseLogger } from 'fastify';

export class Background {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  run(what: string, task: () => Promise<void>): void {
    const promise = task()
      .catch((error: unknown) => this.log.error({ err: error }, `${what} failed`))
      .finally(() => this.running.delete(promise));
    this.running.add(promise);
  }

  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
}
