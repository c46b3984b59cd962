// The providers around every route: the Radix theme (portal accent; partner logins set their own) around the router
// (main.tsx: the browser's; tests: a memory router), which renders the route table with AppRoutes (router.tsx).
import type { ReactNode } from 'react';
import { Theme } from '@radix-ui/themes';

export function App({ children }: { children: ReactNode }) {
  return (
    <Theme accentColor="indigo" grayColor="slate" radius="medium" panelBackground="solid">
      {children}
    </Theme>
  );
}
