// The ten recovery codes, shown once: right after an authenticator app is set up, or a first passkey of a user
// without an app. Only their hashes are kept.
import { useState } from 'react';
import { Button, Callout, Code, Flex, Grid, Text } from '@radix-ui/themes';

const WORDS = {
  app: { done: 'Two-factor sign-in is on.', lost: 'If you lose your phone, each one signs you in once instead of a code.' },
  passkey: { done: 'Your passkey is set up.', lost: 'If you lose your passkey, each one signs you in once instead of it.' },
};

export interface RecoveryCodesProps {
  codes: string[];
  /** What was just set up. */
  factor: 'app' | 'passkey';
  onDone(): void;
  doneLabel: string;
}

export function RecoveryCodes({ codes, factor, onDone, doneLabel }: RecoveryCodesProps) {
  const [copied, setCopied] = useState(false);
  const copy = () =>
    navigator.clipboard
      ?.writeText(codes.join('\n'))
      .then(() => setCopied(true))
      .catch(() => undefined);
  return (
    <Flex direction="column" gap="4">
      {/* High contrast: the soft green text falls under 4.5:1 on a dialog's panel (Account's "Add a passkey"). */}
      <Callout.Root color="green" role="status" highContrast>
        <Callout.Text>{WORDS[factor].done}</Callout.Text>
      </Callout.Root>
      <Text as="p" size="2">
        Keep these recovery codes somewhere safe. {WORDS[factor].lost} They are not shown again.
      </Text>
      <Grid columns="2" gap="2" asChild>
        <ul aria-label="Recovery codes" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {codes.map((code) => (
            <li key={code}>
              <Code size="3">{code}</Code>
            </li>
          ))}
        </ul>
      </Grid>
      <Flex gap="3" justify="end" wrap="wrap">
        <Button variant="soft" onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy codes'}
        </Button>
        <Button onClick={onDone}>{doneLabel}</Button>
      </Flex>
    </Flex>
  );
}
