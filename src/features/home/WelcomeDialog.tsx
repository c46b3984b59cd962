// The welcome modal of the applicant's first visit: shown once per browser, remembered in localStorage (portal §2).
import { useState } from 'react';
import { Button, Dialog, Flex, Text } from '@radix-ui/themes';
import { APP_NAME } from '../../app/config';

export const WELCOME_SEEN_KEY = 'portal.home.welcomeSeen';

function alreadySeen(): boolean {
  try {
    return globalThis.localStorage.getItem(WELCOME_SEEN_KEY) === 'Y';
  } catch {
    // Without storage the modal would come back on every visit; better not to show it at all.
    return true;
  }
}

function remember(): void {
  try {
    globalThis.localStorage.setItem(WELCOME_SEEN_KEY, 'Y');
  } catch {
    // See alreadySeen.
  }
}

export interface WelcomeDialogProps {
  name: string;
  /**
   * The orders the welcome talks about are on the page. Until then (or when they could not be read) it waits, and a
   * visit that never showed it does not count as seen.
   */
  ready: boolean;
}

export function WelcomeDialog({ name, ready }: WelcomeDialogProps) {
  const [dismissed, setDismissed] = useState(alreadySeen);
  const open = ready && !dismissed;

  const onOpenChange = (next: boolean) => {
    // Remembered when it closes, however it closes (button, Esc, outside click).
    if (next) return;
    remember();
    setDismissed(true);
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content maxWidth="520px">
        <Dialog.Title>Welcome to {APP_NAME}</Dialog.Title>
        <Dialog.Description size="3" mb="3">
          Hello {name}, your background checks start with a short online application.
        </Dialog.Description>
        <Flex direction="column" gap="2">
          <Text as="p" size="2">
            Each order below shows its checks and where they are up to. Press START on an open order to fill in your
            application: it takes about 15 minutes and is saved each time you press NEXT, so you can stop and continue
            later.
          </Text>
          <Text as="p" size="2">
            Have your identity documents ready (passport, driver licence, Medicare card...): you can photograph them
            with your phone or upload a file.
          </Text>
        </Flex>
        <Flex justify="end" mt="5">
          <Dialog.Close>
            <Button type="button" size="3">
              GET STARTED
            </Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
