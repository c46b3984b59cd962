// The restore banner: says typing kept earlier on this device is back in the form, when it was kept, what to do with
// it, and offers to discard it. One banner for every draft (application steps, wizard, quick start).
import type { ReactNode } from 'react';
import { Button, Callout, Flex } from '@radix-ui/themes';
import { ReloadIcon } from '@radix-ui/react-icons';

function keptTime(savedAt: number): string {
  return new Date(savedAt).toLocaleString('en-AU', { dateStyle: 'medium', timeStyle: 'short' });
}

export interface DraftRestoredCalloutProps {
  /** The first sentence: what came back. */
  children: ReactNode;
  savedAt: number;
  /** What keeps it for good, ending the second sentence ('press NEXT to save them.'). */
  hint: string;
  discardLabel: string;
  onDiscard(): void;
}

export function DraftRestoredCallout({ children, savedAt, hint, discardLabel, onDiscard }: DraftRestoredCalloutProps) {
  return (
    <Callout.Root color="indigo" role="status">
      <Callout.Icon>
        <ReloadIcon />
      </Callout.Icon>
      <Flex direction="column" gap="2" align="start">
        <Callout.Text>
          {children} Kept on this device on {keptTime(savedAt)}: {hint}
        </Callout.Text>
        <Button type="button" size="1" variant="ghost" onClick={onDiscard}>
          {discardLabel}
        </Button>
      </Flex>
    </Callout.Root>
  );
}
