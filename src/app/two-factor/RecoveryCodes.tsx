// The ten recovery codes, shown once right after two-factor sign-in is turned on: only their hashes are kept.
import { useState } from 'react';
import { Button, Callout, Code, Flex, Grid, Text } from '@radix-ui/themes';

export function RecoveryCodes({ codes, onDone, doneLabel }: { codes: string[]; onDone(): void; doneLabel: string }) {
  const [copied, setCopied] = useState(false);
  const copy = () =>
    navigator.clipboard
      ?.writeText(codes.join('\n'))
      .then(() => setCopied(true))
      .catch(() => undefined);
  return (
    <Flex direction="column" gap="4">
      <Callout.Root color="green" role="status">
        <Callout.Text>Two-factor sign-in is on.</Callout.Text>
      </Callout.Root>
      <Text as="p" size="2">
        Keep these recovery codes somewhere safe. If you lose your phone, each one signs you in once instead of a code.
        They are not shown again.
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
