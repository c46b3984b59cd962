// Notices (src/app/notices.tsx): repeated actions must not pile them up in the corner.
import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Theme } from '@radix-ui/themes';
import { dismissAllNotices, MAX_NOTICES, notify, NoticeViewport } from '../../src/app/notices';

afterEach(() => act(() => dismissAllNotices()));

const shown = () => screen.queryAllByRole('status').map((n) => n.textContent);

describe('notices', () => {
  it('shows the same text once however often it is said', () => {
    render(<Theme><NoticeViewport /></Theme>);
    act(() => {
      for (let i = 0; i < 5; i++) notify('Please complete the empty fields.', 'error');
    });
    expect(shown()).toEqual(['Please complete the empty fields.']);
  });

  it(`keeps at most ${MAX_NOTICES} on screen, the newest`, () => {
    render(<Theme><NoticeViewport /></Theme>);
    act(() => {
      for (const doc of ['Passport', 'Medicare card', 'Birth certificate', 'Utility bill', 'Bank statement']) notify(`${doc} loaded.`, 'success');
    });
    expect(shown()).toEqual(['Birth certificate loaded.', 'Utility bill loaded.', 'Bank statement loaded.']);
  });
});
