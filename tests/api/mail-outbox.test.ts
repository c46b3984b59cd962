// The mail outbox when the disk fills (issue 34): a write that fails leaves no empty or partial .eml behind, the send
// fails (so its job is retried), and once there is room the mail is written whole. Twice: with a write error injected
// half-way through (runs everywhere), and on a real 64 KB tmpfs filled up (where this process may mount one).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMailer } from '../../server/mail';

/** While set, a write to the outbox stops half-way with ENOSPC, as a disk that fills during the write does. */
const disk = vi.hoisted(() => ({ full: false }));
vi.mock('node:fs/promises', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:fs/promises')>();
  const writeFile: typeof real.writeFile = async (file, data, options) => {
    if (!disk.full) return real.writeFile(file, data, options);
    await real.writeFile(file, (data as Buffer).subarray(0, Math.floor((data as Buffer).length / 2)), options);
    throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
  };
  return { ...real, default: { ...real, writeFile }, writeFile };
});

const silent = { info: () => undefined };
const message = { id: 'invitation-order-7-applicant-3', to: 'olivia.nguyen@example.com.au', subject: 'Your background check', text: 'Please start your application.' };

afterEach(() => {
  disk.full = false;
});

describe('the mail outbox on a full disk', () => {
  it('leaves nothing behind when a write fails half-way, and writes the mail whole once there is room', async () => {
    const outboxDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'portal-outbox-')), 'outbox');
    const mailer = createMailer({ from: 'checks@clearcheck.com.au', outboxDir, log: silent });

    disk.full = true;
    await expect(mailer.send(message)).rejects.toThrow(/ENOSPC/);
    await expect(mailer.send(message)).rejects.toThrow(/ENOSPC/);
    expect(readdirSync(outboxDir)).toEqual([]);

    disk.full = false;
    await mailer.send(message);
    const files = readdirSync(outboxDir);
    expect(files).toEqual(['invitation-order-7-applicant-3.eml']);
    const written = readFileSync(path.join(outboxDir, files[0]), 'utf8');
    expect(written).toMatch(/^To: olivia\.nguyen@example\.com\.au$/m);
    expect(written).toContain('Please start your application.');
  });

  const canMount = process.getuid?.() === 0 && spawnSync('mount', ['--version']).status === 0;
  it.runIf(canMount)('on a real tmpfs filled to the last byte', async (context) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-tmpfs-'));
    if (spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', dir]).status !== 0) {
      rmSync(dir, { recursive: true, force: true });
      context.skip('this machine does not let the tests mount a tmpfs');
    }
    try {
      const outboxDir = path.join(dir, 'outbox');
      const mailer = createMailer({ from: 'checks@clearcheck.com.au', outboxDir, log: silent });
      // Fill the file system: what is left is less than one mail.
      const filler = path.join(dir, 'filler');
      try {
        writeFileSync(filler, Buffer.alloc(64 * 1024));
      } catch {
        // ENOSPC: as full as it gets.
      }
      await expect(mailer.send({ ...message, text: 'x'.repeat(20_000) })).rejects.toThrow(/ENOSPC|no space/);
      expect(existsSync(outboxDir) ? readdirSync(outboxDir) : []).toEqual([]);

      rmSync(filler);
      await mailer.send({ ...message, text: 'x'.repeat(20_000) });
      expect(readdirSync(outboxDir)).toEqual(['invitation-order-7-applicant-3.eml']);
      // Whole: the 20,000 characters of text, folded into quoted-printable lines.
      expect(statSync(path.join(outboxDir, 'invitation-order-7-applicant-3.eml')).size).toBeGreaterThan(20_000);
    } finally {
      execFileSync('umount', [dir]);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
