import type { ReactNode } from 'react';
import { Callout } from '@radix-ui/themes';
import { ExclamationTriangleIcon } from '@radix-ui/react-icons';

/** A configuration mistake made visible where it happens, instead of a blank page. */
export function DeveloperError({ children }: { children: ReactNode }) {
  return (
    <Callout.Root color="red" role="alert">
      <Callout.Icon>
        <ExclamationTriangleIcon />
      </Callout.Icon>
      <Callout.Text>Developer error: {children}</Callout.Text>
    </Callout.Root>
  );
}
