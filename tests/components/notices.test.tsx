// Notices (src/app/notices.tsx): repeated actions must not pile them up, and a notice about a problem goes once the
// problem is fixed or the person moves on to another page.
import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Theme } from '@radix-ui/themes';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { dismissAllNotices, MAX_NOTICES, notify, NoticeViewport, useProblemNoticesEndWithPage, withdrawNotice } from '../../src/app/notices';

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

  it(`keeps one notice of each tone (at most ${MAX_NOTICES}), the newest`, () => {
    render(<Theme><NoticeViewport /></Theme>);
    act(() => {
      for (const doc of ['Passport', 'Medicare card', 'Birth certificate']) notify(`${doc} loaded.`, 'success');
      notify('The upload failed.', 'error');
      notify('Saved as a draft.', 'info');
      notify('Selfie loaded.', 'success');
    });
    expect(shown()).toEqual(['The upload failed.', 'Saved as a draft.', 'Selfie loaded.']);
  });

  it('takes back a problem once it is fixed, leaving the others', () => {
    render(<Theme><NoticeViewport /></Theme>);
    act(() => {
      notify('Applicant added.', 'success');
      notify('Please accept to continue', 'error');
    });
    act(() => withdrawNotice('Please accept to continue'));
    expect(shown()).toEqual(['Applicant added.']);
  });

  it('ends the problems said on a page when the path changes; a success carries on to the next page', async () => {
    function Layout() {
      useProblemNoticesEndWithPage();
      return <NoticeViewport />;
    }
    const router = createMemoryRouter([{ path: '*', element: <Layout /> }], { initialEntries: ['/application/terms'] });
    render(<Theme><RouterProvider router={router} /></Theme>);
    act(() => {
      notify('Terms accepted.', 'success');
      notify('Please accept to continue', 'error');
    });
    expect(shown()).toEqual(['Terms accepted.', 'Please accept to continue']);
    await act(() => router.navigate('/application/details'));
    expect(shown()).toEqual(['Terms accepted.']);
  });
});
