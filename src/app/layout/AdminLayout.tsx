// Everything behind sign-in sits in this frame: header, side drawer (permanent from the md breakpoint,
// a slide-over on phones) and the page. The idle timer runs while it is on screen.
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Box, Dialog, Flex, VisuallyHidden } from '@radix-ui/themes';
import { APPLICATION_IDLE_MINUTES, PORTAL_IDLE_MINUTES } from '../config';
import { IdleSession } from '../IdleWarningDialog';
import { useSessionUser } from '../session';
import { AppHeader } from './AppHeader';
import { DrawerPanel } from './DrawerPanel';
import './layout.css';

export function AdminLayout() {
  const user = useSessionUser();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  // One idle timer for every page; the application's pages sign out sooner (order-and-application §9).
  const idleMinutes = pathname.startsWith('/admin/application') ? APPLICATION_IDLE_MINUTES : PORTAL_IDLE_MINUTES;

  // Any navigation (including browser back) closes the phone menu.
  useEffect(() => {
    setMenuOpen(false);
  }, [pathname]);

  // The guard in front of this layout keeps signed-out users away; this covers the instant of signing out.
  if (!user) return null;

  return (
    <Flex minHeight="100vh">
      {/* First in the tab order: past the menu and the header to the page itself (WCAG 2.4.1). */}
      <a href="#main-content" className="skip-link">
        Skip to main content
      </a>
      <Box asChild display={{ initial: 'none', md: 'block' }} className="app-drawer app-drawer-desktop">
        <aside>
          <DrawerPanel user={user} />
        </aside>
      </Box>

      <Dialog.Root open={menuOpen} onOpenChange={setMenuOpen}>
        <Dialog.Content className="app-drawer app-drawer-sheet" aria-describedby={undefined}>
          <VisuallyHidden>
            <Dialog.Title>Menu</Dialog.Title>
          </VisuallyHidden>
          <DrawerPanel user={user} onNavigate={() => setMenuOpen(false)} />
        </Dialog.Content>
      </Dialog.Root>

      <Flex direction="column" flexGrow="1" minWidth="0">
        <AppHeader user={user} onOpenMenu={() => setMenuOpen(true)} />
        <Box asChild px={{ initial: '4', md: '6' }} py={{ initial: '4', md: '6' }} flexGrow="1" className="app-main">
          <main id="main-content" tabIndex={-1}>
            <Box maxWidth="1280px" mx="auto">
              <Outlet />
            </Box>
          </main>
        </Box>
      </Flex>
      <IdleSession minutes={idleMinutes} />
    </Flex>
  );
}

export default AdminLayout;
