// Short notices ("JobAdder OAuth Successfully completed", "The message was sent.") shown below the header on a
// desktop and at the bottom of a phone's screen (never over the page's title). A module store so any code, not only
// components, can notify. One notice per kind at a time (a newer success replaces the success on screen), the newest
// only on a phone; a notice about a problem goes when the problem is fixed (withdrawNotice) or the page changes.
import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { Callout, Flex, IconButton } from '@radix-ui/themes';
import { CheckCircledIcon, Cross2Icon, ExclamationTriangleIcon, InfoCircledIcon } from '@radix-ui/react-icons';

export type NoticeTone = 'success' | 'error' | 'info';

export interface Notice {
  id: number;
  text: string;
  tone: NoticeTone;
}

/** Long enough to read two lines of text. */
const DEFAULT_DURATION_MS = 6_000;
/** Notices on screen at once: one of each tone, so repeated actions never pile them up (a phone shows the newest). */
export const MAX_NOTICES = 3;

let notices: readonly Notice[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly Notice[]): void {
  notices = next;
  for (const listener of listeners) listener();
}

export function dismissNotice(id: number): void {
  publish(notices.filter((notice) => notice.id !== id));
}

export function dismissAllNotices(): void {
  publish([]);
}

/** Takes back the notice saying `text`, if shown: the problem it named is fixed. */
export function withdrawNotice(text: string): void {
  if (notices.some((notice) => notice.text === text)) publish(notices.filter((notice) => notice.text !== text));
}

/** The problems said on a page end with it: called by the root layout whenever the path changes. */
export function useProblemNoticesEndWithPage(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (notices.some((notice) => notice.tone === 'error')) publish(notices.filter((notice) => notice.tone !== 'error'));
  }, [pathname]);
}

/**
 * Shows a notice; `durationMs` 0 keeps it until the user closes it. Returns its id. It replaces the notice of its tone
 * on screen (pressing NEXT five times shows one 'Please complete the empty fields.', with its time restarted; a second
 * upload's 'Selfie loaded.' replaces the first's 'Passport loaded.'), so at most one of each tone is shown.
 */
export function notify(text: string, tone: NoticeTone = 'info', durationMs = DEFAULT_DURATION_MS): number {
  const id = nextId++;
  publish([...notices.filter((notice) => notice.text !== text && notice.tone !== tone), { id, text, tone }].slice(-MAX_NOTICES));
  if (durationMs > 0) setTimeout(() => dismissNotice(id), durationMs);
  return id;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const toneColor = { success: 'green', error: 'red', info: 'gray' } as const;
const toneIcon = { success: CheckCircledIcon, error: ExclamationTriangleIcon, info: InfoCircledIcon } as const;

/** Rendered once near the root of the app. */
export function NoticeViewport() {
  const current = useSyncExternalStore(subscribe, () => notices, () => notices);
  if (current.length === 0) return null;
  return (
    // Below the sticky 60 px header on a desktop, beside the title rather than over it; at the bottom of a phone's
    // screen, the newest only, where the title is never covered (global.css, .notice-viewport). Only the notices
    // themselves take taps.
    <div className="notice-viewport">
      {current.map((notice) => {
        const Icon = toneIcon[notice.tone];
        return (
          <Callout.Root
            key={notice.id}
            role="status"
            color={toneColor[notice.tone]}
            variant="surface"
            style={{ boxShadow: 'var(--shadow-4)', backgroundColor: 'var(--color-panel-solid)', pointerEvents: 'auto' }}
          >
            <Callout.Icon>
              <Icon />
            </Callout.Icon>
            <Flex align="start" justify="between" gap="3">
              <Callout.Text>{notice.text}</Callout.Text>
              <IconButton
                size="2"
                variant="ghost"
                color="gray"
                aria-label="Close notice"
                onClick={() => dismissNotice(notice.id)}
              >
                <Cross2Icon />
              </IconButton>
            </Flex>
          </Callout.Root>
        );
      })}
    </div>
  );
}
