// The top bar behind sign-in: menu button (phones), app name, a loading hint while a page's code
// arrives, and the user's menu with Log out.
import { useNavigate, useNavigation } from 'react-router-dom';
import { Avatar, Box, Button, DropdownMenu, Flex, IconButton, Spinner, Text } from '@radix-ui/themes';
import { ExitIcon, HamburgerMenuIcon, PersonIcon } from '@radix-ui/react-icons';
import { sessionBrand } from '../brands';
import { APP_NAME } from '../config';
import { signOut } from '../session';
import type { SessionUser } from '../session-store';

export interface AppHeaderProps {
  user: SessionUser;
  onOpenMenu: () => void;
}

export function AppHeader({ user, onOpenMenu }: AppHeaderProps) {
  const navigate = useNavigate();
  const loading = useNavigation().state === 'loading';

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
        <DropdownMenu.Root>
          <DropdownMenu.Trigger>
            <Button variant="ghost" color="gray" size="2" aria-label={`Account menu for ${user.Name}`}>
              {/* An icon, not initials: the button's name must hold all of its visible text (WCAG 2.5.3). */}
              <Avatar size="1" radius="full" fallback={<PersonIcon aria-hidden />} />
              <Text as="span" size="2" weight="medium" truncate style={{ maxWidth: 'min(200px, 32vw)' }}>
                {user.Name}
              </Text>
              <DropdownMenu.TriggerIcon />
            </Button>
          </DropdownMenu.Trigger>
          <DropdownMenu.Content align="end" variant="soft">
            <DropdownMenu.Label className="app-account-label">{user.Name}</DropdownMenu.Label>
            <DropdownMenu.Separator />
            <DropdownMenu.Item onSelect={logOut}>
              <ExitIcon aria-hidden />
              Log out
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Root>
      </header>
    </Flex>
  );
}
