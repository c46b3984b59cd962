// The account menu's button, drawn the same by the menu (AccountMenu) and by its stand-in while the menu's code
// loads (AppHeader), so the header does not change when the menu arrives.
import type { ComponentProps, Ref } from 'react';
import { Button, Text } from '@radix-ui/themes';
// DropdownMenu.TriggerIcon is this icon; importing it from here keeps the menu's code out of the stand-in.
import { ChevronDownIcon } from '@radix-ui/themes/components/icons';
import { PersonIcon } from '@radix-ui/react-icons';
import type { SessionUser } from '../session-store';

export interface AccountButtonProps extends Omit<ComponentProps<typeof Button>, 'children'> {
  user: SessionUser;
  ref?: Ref<HTMLButtonElement>;
}

export function AccountButton({ user, ...buttonProps }: AccountButtonProps) {
  return (
    <Button variant="ghost" color="gray" size="2" aria-label={`Account menu for ${user.Name}`} {...buttonProps}>
      {/* An icon, not initials: the button's name must hold all of its visible text (WCAG 2.5.3). A plain circle,
          not Radix's Avatar: with no picture to load, its image-loading code would only weigh on every first load. */}
      <span className="account-avatar">
        <PersonIcon aria-hidden />
      </span>
      <Text as="span" size="2" weight="medium" truncate style={{ maxWidth: 'min(200px, 32vw)' }}>
        {user.Name}
      </Text>
      <ChevronDownIcon />
    </Button>
  );
}
