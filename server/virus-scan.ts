// Every upload is scanned with ClamAV before it is kept (issue 32 item 3). A small client of clamd's INSTREAM command
// over a unix or TCP socket (clamd's protocol: "zINSTREAM\0", then chunks each preceded by its length as a 4-byte
// big-endian number, then a zero length; the answer "stream: OK" or "stream: <signature> FOUND", NUL-terminated).
//
// The file is read back from the store's pending place (already sealed there, storage.ts `openReceived`), so a scan
// that fails for want of clamd can be tried again without the sender sending the file again: while clamd does not
// answer, the upload waits and retries with a growing pause, up to SCAN_WAIT_SECONDS, then is refused (503) with
// nothing kept. A file is kept only after clamd said it is clean; with no clamd configured at all (a laptop without
// ClamAV, REQUIRE_SCAN off) files are kept unscanned and each such upload is logged as a warning.
import net from 'node:net';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { ClamdAddress, Config } from './config';
import { badRequest, HttpError, RETRY_AFTER_SECONDS } from './http';
import type { FileStore, ReceivedFile } from './storage';
import { FILE_MESSAGES } from '../src/engine/messages';

/** clamd's chunks: well under its StreamMaxLength, big enough to keep the socket busy. */
const CHUNK_BYTES = 64 * 1024;
/** A clamd that goes this long without answering (a frozen process, a scan stuck) is taken for unavailable. */
const SILENCE_MS = 30_000;
/** The first pause before a retry, doubled each time up to the longest. */
const FIRST_PAUSE_MS = 250;
const LONGEST_PAUSE_MS = 4_000;

export type ScanVerdict = { clean: true } | { clean: false; signature: string };

/** clamd could not be reached, or went away or silent mid-scan: worth another try. */
export class ScannerUnavailableError extends Error {}
/** clamd answered with an error (e.g. its StreamMaxLength exceeded): another try would answer the same. */
export class ScannerRefusedError extends Error {}

export interface VirusScanner {
  /** Where clamd is, for the start-up log. */
  readonly description: string;
  scan(source: Readable): Promise<ScanVerdict>;
  /** clamd answers PING with PONG. */
  ping(): Promise<void>;
}

/** clamd over its socket. */
export class ClamdScanner implements VirusScanner {
  readonly description: string;

  constructor(
    private readonly address: ClamdAddress,
    private readonly silenceMs = SILENCE_MS,
  ) {
    this.description = 'socket' in address ? `clamd at ${address.socket}` : `clamd at ${address.host}:${address.port}`;
  }

  private connect(): net.Socket {
    const socket = 'socket' in this.address ? net.createConnection(this.address.socket) : net.createConnection(this.address.port, this.address.host);
    socket.setTimeout(this.silenceMs);
    return socket;
  }

  /** Sends a command (with what `write` adds), and answers clamd's reply up to its NUL. */
  private exchange(command: string, write?: (socket: net.Socket) => Promise<void>): Promise<string> {
    return new Promise<string>((resolve, reject) => {
      const socket = this.connect();
      let reply = '';
      let settled = false;
      const finish = (error: Error | null) => {
        if (settled) return;
        settled = true;
        socket.destroy();
        // A reply that came before the error (clamd closes on a limit it reports) is the answer.
        if (reply) resolve(reply.replace(/\0[\s\S]*$/, '').trim());
        else reject(error ?? new ScannerUnavailableError('clamd closed the connection without answering'));
      };
      socket.on('data', (data: Buffer) => {
        reply += data.toString('utf8');
        if (reply.includes('\0')) finish(null);
      });
      socket.on('end', () => finish(null));
      socket.on('close', () => finish(null));
      socket.on('timeout', () => finish(new ScannerUnavailableError(`clamd sent nothing for ${this.silenceMs} ms`)));
      socket.on('error', (error) => finish(new ScannerUnavailableError(`clamd: ${error.message}`)));
      socket.once('connect', () => {
        socket.write(`z${command}\0`);
        if (!write) return;
        write(socket).catch((error: unknown) => {
          // The file could not be read (the store's fault): not the scanner's; said as it is.
          if (settled) return;
          settled = true;
          socket.destroy();
          reject(error);
        });
      });
    });
  }

  async ping(): Promise<void> {
    const reply = await this.exchange('PING');
    if (reply !== 'PONG') throw new ScannerUnavailableError(`clamd answered PING with '${reply}'`);
  }

  async scan(source: Readable): Promise<ScanVerdict> {
    let reply: string;
    try {
      reply = await this.exchange('INSTREAM', async (socket) => {
        for await (const chunk of source as AsyncIterable<Buffer>) {
          for (let at = 0; at < chunk.length; at += CHUNK_BYTES) {
            const piece = chunk.subarray(at, at + CHUNK_BYTES);
            const length = Buffer.alloc(4);
            length.writeUInt32BE(piece.length);
            if (socket.destroyed) return;
            socket.write(length);
            // Backpressure: the file is never read faster than clamd takes it.
            if (!socket.write(piece)) await new Promise((resolve) => socket.once('drain', resolve).once('close', resolve));
          }
        }
        if (!socket.destroyed) socket.write(Buffer.alloc(4));
      });
    } finally {
      source.destroy();
    }
    if (reply === 'stream: OK') return { clean: true };
    const found = /^stream: (.+) FOUND$/.exec(reply);
    if (found) return { clean: false, signature: found[1] };
    throw new ScannerRefusedError(`clamd answered '${reply}'`);
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How uploads are checked: `scanner` null when no clamd is configured and REQUIRE_SCAN is off. */
export interface UploadScanning {
  scanner: VirusScanner | null;
  waitSeconds: number;
}

/** The scanning the settings ask for; throws (at start-up) when REQUIRE_SCAN is on and no clamd is given. */
export function uploadScanning(config: Pick<Config, 'clamd' | 'requireScan' | 'scanWaitSeconds'>): UploadScanning {
  if (!config.clamd && config.requireScan) {
    throw new Error(
      'REQUIRE_SCAN is on (it is whenever NODE_ENV=production) but no clamd is configured: set CLAMD_SOCKET or CLAMD_HOST ' +
        '(docs/operations.md, "Virus scanning"). Uploads are never kept unscanned here.',
    );
  }
  return { scanner: config.clamd ? new ClamdScanner(config.clamd) : null, waitSeconds: config.scanWaitSeconds };
}

/**
 * Scans a received upload before it is kept. Resolves when it is clean (or, with no scanner configured, after a
 * warning in the log); throws a 400 with FILE_MESSAGES.unsafe when clamd finds a signature, and a 503 with
 * FILE_MESSAGES.scannerDown when clamd stays unreachable for the wait or refuses the stream. The caller discards the
 * received file on any throw.
 */
export async function scanUpload(scanning: UploadScanning, files: FileStore, received: ReceivedFile, log: FastifyBaseLogger): Promise<void> {
  const { scanner } = scanning;
  if (!scanner) {
    log.warn({ bytes: received.sizeBytes }, 'upload kept WITHOUT a virus scan: no clamd configured (CLAMD_SOCKET / CLAMD_HOST)');
    return;
  }
  const deadline = Date.now() + scanning.waitSeconds * 1000;
  for (let pauseMs = FIRST_PAUSE_MS; ; pauseMs = Math.min(pauseMs * 2, LONGEST_PAUSE_MS)) {
    let verdict: ScanVerdict;
    try {
      verdict = await scanner.scan(await files.openReceived(received));
    } catch (error) {
      if (error instanceof ScannerRefusedError) throw scannerDown(error);
      if (!(error instanceof ScannerUnavailableError)) throw error;
      const remainingMs = deadline - Date.now();
      if (remainingMs <= 0) throw scannerDown(error);
      log.warn({ reason: error.message, retryInMs: pauseMs }, 'virus scanner unavailable; the upload waits and tries again');
      await pause(Math.min(pauseMs, remainingMs));
      continue;
    }
    if (verdict.clean) return;
    log.warn({ signature: verdict.signature, bytes: received.sizeBytes }, 'upload refused: it matches a malware signature');
    throw badRequest(FILE_MESSAGES.unsafe);
  }
}

function scannerDown(cause: Error): HttpError {
  const error = new HttpError(503, FILE_MESSAGES.scannerDown, RETRY_AFTER_SECONDS * 12);
  error.cause = cause;
  return error;
}
