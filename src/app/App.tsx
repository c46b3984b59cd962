// The providers around every route: the Radix theme (portal accent; partner logins set their own) and the router.
import { RouterProvider } from 'react-router-dom';
import type { createBrowserRouter } from 'react-router-dom';
import { Theme } from '@radix-ui/themes';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function App({ router }: { router: AppRouter }) {
  return (
    <Theme accentColor="indigo" grayColor="slate" radius="medium" panelBackground="solid">
      <RouterProvider router={router} />
    </Theme>
  );
}
