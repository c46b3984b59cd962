// The top bar behind sign-in: menu button (phones), app name, a loading hint while a page's code
// arrives, and the user's menu with Log out.
import { useNavigate, useNavigation } from 'react-router-dom';
import { Avatar, Box, Button, DropdownMenu, Flex, IconButton, Spinner, Text } from '@radix-ui/themes';
import { ExitIcon, HamburgerMenuIcon } from '@radix-ui/react-icons';
import { APP_NAME } from '../config';
import { signOut } from '../session';
import type { SessionUser } from '../session-store';

function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? parts[0][0] + parts[parts.length - 1][0] : (parts[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}

export interface AppHeaderProps {
  user: SessionUser;
  onOpenMenu: () => void;
}

export function AppHeader({ user, onOpenMenu }: AppHeaderProps) {
  const navigate = useNavigate();
  const loading = useNavigation().state === 'loading';

  const logOut = () => {
    signOut();
    navigate('/login', { replace: true });
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
              <Avatar size="1" radius="full" fallback={initialsOf(user.Name)} />
              <Text as="span" size="2" weight="medium" truncate style={{ maxWidth: 'min(200px, 32vw)' }}>
                {user.Name}
              </Text>
              <DropdownMenu.TriggerIcon />
            </Button>
          </DropdownMenu.Trigger>
          <DropdownMenu.Content align="end" variant="soft">
            <DropdownMenu.Label>{user.Name}</DropdownMenu.Label>
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
