// Short notices ("JobAdder OAuth Successfully completed", "The message was sent.") shown in a corner of
// the screen. A module store so any code, not only components, can notify.
import { useSyncExternalStore } from 'react';
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
/** Notices on screen at once: a newer one pushes the oldest out, so repeated actions never pile them up. */
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

/**
 * Shows a notice; `durationMs` 0 keeps it until the user closes it. Returns its id. The same text said again replaces
 * the one on screen (pressing NEXT five times shows one 'Please complete the empty fields.', with its time restarted), and
 * at most MAX_NOTICES are shown, the newest.
 */
export function notify(text: string, tone: NoticeTone = 'info', durationMs = DEFAULT_DURATION_MS): number {
  const id = nextId++;
  publish([...notices.filter((notice) => notice.text !== text), { id, text, tone }].slice(-MAX_NOTICES));
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
    // At the top, below the sticky 60 px header: a notice never covers the buttons at the bottom of a form (the NEXT
    // that retries after a network error), on a phone or a desktop. Only the notices themselves take taps.
    <Flex
      direction="column"
      gap="2"
      position="fixed"
      right="4"
      left={{ initial: '4', sm: 'auto' }}
      style={{ zIndex: 1000, maxWidth: 420, top: 72, pointerEvents: 'none' }}
    >
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
                size="1"
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
    </Flex>
  );
}
