// Issue 30: every event the server writes to an order's history has a label people read, so no event key
// ('service.status', 'order.hold') reaches the back office's history; values are named, empty ones left out.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HISTORY_ACTIONS, historyActionText, historyChangeText, type HistoryNames } from '../../src/engine/history-labels';

function serverFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? serverFiles(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );
}

const names: HistoryNames = {
  checks: new Map([['PC', 'Police Check']]),
  fields: new Map([['DOB', 'Date of birth']]),
  documents: new Map([['MEDICARE', 'Medicare card']]),
  files: new Map([['07d799e1.pdf', 'Medicare card']]),
};

describe('the history glossary', () => {
  it('labels every event key the server writes to the order history', () => {
    const keys = new Set<string>();
    for (const file of serverFiles('server')) {
      const source = readFileSync(file, 'utf8');
      if (!source.includes('orderHistory')) continue;
      for (const match of source.matchAll(/'((?:application|service|order|invoice|form)\.[a-z_]+)'/g)) keys.add(match[1]);
    }
    expect(keys.size).toBeGreaterThan(8);
    expect([...keys].filter((key) => !HISTORY_ACTIONS[key])).toEqual([]);
  });

  it("names the check, leaves empty values out and shows a document's name, not its stored file", () => {
    const row = { Action: 'order.hold', ServiceID: '', Before: { orderStatus: 'In progress', HoldReason: '' }, After: { orderStatus: 'On hold', HoldReason: 'Client asked' } };
    expect(historyActionText(row, names)).toBe('Order put on hold');
    expect(historyChangeText('Before', row, names)).toBe('Order status: In progress');
    expect(historyActionText({ Action: 'service.status', ServiceID: 'PC' }, names)).toBe('Check status changed: Police Check');
    const edit = { Action: 'application.edit', ServiceID: '', Before: { DOB: '1991-07-14', 'Document MEDICARE': 'old.png' }, After: { DOB: '1991-07-15', 'Document MEDICARE': '07d799e1.pdf' } };
    expect(historyChangeText('After', edit, names)).toBe('Date of birth: 15/07/1991, Document: Medicare card');
    expect(historyChangeText('Before', edit, names)).toBe('Date of birth: 14/07/1991, Document: Medicare card');
  });
});
