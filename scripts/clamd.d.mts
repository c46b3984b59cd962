// Types of scripts/clamd.mjs (plain JavaScript, run by `npm start` without tsx) for the tests that import it.
export type ClamdAddress = { socket: string } | { host: string; port: number };

export interface StartedClamd {
  socket: string;
  pid: number;
  /** Milliseconds from spawn to the first PONG. */
  startedMs: number;
  stop(): Promise<void>;
  freeze(): void;
  wake(): void;
}

export const PROJECT_SIGNATURES: string;
export const OFFICIAL_SIGNATURES: string;
export const DEBIAN_SOCKET: string;
export function clamdBinary(): string | null;
export function pingClamd(address: ClamdAddress, timeoutMs?: number): Promise<boolean>;
export function startClamd(options: { dir: string; official?: boolean; startTimeoutMs?: number }): Promise<StartedClamd>;
