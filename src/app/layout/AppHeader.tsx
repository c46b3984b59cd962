// The top bar behind sign-in: menu button (phones), app name, a loading hint while a page's code
// arrives, and the user's menu with Log out.
import { useRef, useState, type ComponentType } from 'react';
import { useNavigate } from 'react-router-dom';
import { Box, Flex, IconButton, Spinner, Text } from '@radix-ui/themes';
import { HamburgerMenuIcon } from '@radix-ui/react-icons';
import { sessionBrand } from '../brands';
import { APP_NAME } from '../config';
import { useRouteCodeLoading } from '../router';
import { signOut } from '../session';
import type { SessionUser } from '../session-store';
import { AccountButton } from './AccountButton';
import type { AccountMenuProps } from './AccountMenu';

// Loaded on first use, not with the page (AccountMenu.tsx says why; AccountMenuSlot says when).
const loadAccountMenu = () => import('./AccountMenu');

export interface AppHeaderProps {
  user: SessionUser;
  onOpenMenu: () => void;
}

export function AppHeader({ user, onOpenMenu }: AppHeaderProps) {
  const navigate = useNavigate();
  const loading = useRouteCodeLoading();

  const logOut = () => {
    const { loginPath } = sessionBrand();
    signOut();
    // Back to the login the user came from: a partner's brand stays theirs.
    navigate(loginPath, { replace: true });
  };

  return (
    <Flex asChild align="center" justify="between" gap="3" px={{ initial: '3', md: '5' }} className="app-header">
      <header>
        <Flex align="center" gap="3" minWidth="0">
          <Box display={{ initial: 'block', md: 'none' }}>
            <IconButton variant="ghost" color="gray" size="3" aria-label="Open menu" onClick={onOpenMenu}>
              <HamburgerMenuIcon width="20" height="20" />
            </IconButton>
          </Box>
          <Text size="4" weight="bold" truncate>
            {APP_NAME}
          </Text>
          {loading ? <Spinner aria-label="Loading page" /> : null}
        </Flex>
        <AccountMenuSlot user={user} onLogOut={logOut} />
      </header>
    </Flex>
  );
}

/**
 * The account menu once its code is wanted and here; until then the same button. The code is fetched on the first
 * sign of use (the pointer over the button, a press, the focus), not as the header shows: loaded with the header it
 * was seven requests in every signed-in page's first load, racing the page's own code (docs/performance.md "First
 * loads as the browser downloads them"). The stand-in remembers a press (the menu then opens as it arrives) and
 * hands its focus over. A press is remembered from the pointer going down, as the real trigger opens on it: a tap
 * whose down reached this stand-in and whose click reached the real trigger (the code arrived in between) opened
 * nothing, since the real trigger ignores clicks. Keyboard presses arrive as clicks.
 */
function AccountMenuSlot({ user, onLogOut }: { user: SessionUser; onLogOut: () => void }) {
  const [AccountMenu, setAccountMenu] = useState<ComponentType<AccountMenuProps> | null>(null);
  const [openRequested, setOpenRequested] = useState(false);
  const standInFocused = useRef(false);
  const fetching = useRef(false);
  // Not React.lazy: switching the stand-in into a Suspense boundary would mount it anew and drop its focus. A failed
  // fetch (the network) leaves the stand-in, and the next use tries again.
  const want = () => {
    if (fetching.current) return;
    fetching.current = true;
    loadAccountMenu().then(
      (module) => setAccountMenu(() => module.default),
      () => {
        fetching.current = false;
      },
    );
  };
  const standIn = (
    <AccountButton
      user={user}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      onPointerEnter={want}
      onPointerDown={(event) => {
        want();
        if (event.button === 0 && !event.ctrlKey) setOpenRequested(true);
      }}
      onClick={() => {
        want();
        setOpenRequested(true);
      }}
      onFocus={() => {
        want();
        standInFocused.current = true;
      }}
      onBlur={() => {
        standInFocused.current = false;
      }}
    />
  );
  if (!AccountMenu) return standIn;
  return <AccountMenu user={user} onLogOut={onLogOut} defaultOpen={openRequested} standInFocused={standInFocused} />;
}
