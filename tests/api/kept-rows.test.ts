// The serialised rows kept for GET /orders (server/kept-rows.ts): a row is given back only for the version it was kept
// under, and the rows kept longest go first when the size bound is passed.
import { describe, expect, it } from 'vitest';
import { KeptRows } from '../../server/kept-rows';

describe('KeptRows', () => {
  it('gives a row back only for the version it was kept under', () => {
    const rows = new KeptRows(100);
    rows.set('act:2026-11-26:7', '1001', '{"orderID":7}');
    expect(rows.get('act:2026-11-26:7', '1001')).toBe('{"orderID":7}');
    expect(rows.get('act:2026-11-26:7', '1002')).toBeUndefined();
    expect(rows.get('look:2026-11-26:7', '1001')).toBeUndefined();
    rows.set('act:2026-11-26:7', '1002', '{"orderID":7,"x":1}');
    expect(rows.get('act:2026-11-26:7', '1001')).toBeUndefined();
    expect(rows.get('act:2026-11-26:7', '1002')).toBe('{"orderID":7,"x":1}');
  });

  it('lets the rows kept longest go when the bound is passed', () => {
    const rows = new KeptRows(10);
    rows.set('a', '1', '12345');
    rows.set('b', '1', '12345');
    rows.set('a', '2', '1234');
    rows.set('c', '1', '123');
    // 'b' (5) is now the oldest: a (4) + c (3) + b (5) = 12 > 10, so b goes.
    expect(rows.get('b', '1')).toBeUndefined();
    expect(rows.get('a', '2')).toBe('1234');
    expect(rows.get('c', '1')).toBe('123');
  });
});
