// The user's menu in the header (Log out), with its code: Radix's menu brings its popper, floating-ui and scroll
// area (about 25 KiB gzip, seven files), which no page needs to show itself, so AppHeader loads this module on the
// button's first use (pointer over it, a press, the focus) and shows the same button until then (AccountButton).
import { useEffect, useRef, type RefObject } from 'react';
import { DropdownMenu } from '@radix-ui/themes';
import { ExitIcon } from '@radix-ui/react-icons';
import type { SessionUser } from '../session-store';
import { AccountButton } from './AccountButton';

export interface AccountMenuProps {
  user: SessionUser;
  onLogOut: () => void;
  /** Open at once: the button was pressed before this module arrived. */
  defaultOpen: boolean;
  /** True when the stand-in button had the focus: the real one takes it over. */
  standInFocused: RefObject<boolean>;
}

export default function AccountMenu({ user, onLogOut, defaultOpen, standInFocused }: AccountMenuProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // An opening menu takes the focus itself.
    if (standInFocused.current && !defaultOpen) trigger.current?.focus();
  }, [defaultOpen, standInFocused]);

  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger>
        <AccountButton ref={trigger} user={user} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end" variant="soft">
        <DropdownMenu.Label className="app-account-label">{user.Name}</DropdownMenu.Label>
        <DropdownMenu.Separator />
        <DropdownMenu.Item onSelect={onLogOut}>
          <ExitIcon aria-hidden />
          Log out
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
