// What the side drawer holds, on desktop and in the phone slide-over alike: the client logo and the
// menu entries of the user's role.
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Box, Flex, Text } from '@radix-ui/themes';
import { sessionBrand } from '../brands';
import { INDIVIDUAL_ICONS, loadStaffIcons, menuFor, type MenuIcon, type MenuPath } from '../menu';
import type { Role, SessionUser } from '../session-store';

let staffIcons: Partial<Record<MenuPath, MenuIcon>> | null = null;

/** The menu's icons for a role: the applicant's at once, the others' once their chunk has arrived (a tick later). */
function useMenuIcons(role: Role): Partial<Record<MenuPath, MenuIcon>> {
  const [staff, setStaff] = useState(staffIcons);
  useEffect(() => {
    if (role === 1 || staff) return;
    let live = true;
    void loadStaffIcons().then((icons) => {
      staffIcons = icons;
      if (live) setStaff(icons);
    });
    return () => {
      live = false;
    };
  }, [role, staff]);
  return role === 1 ? INDIVIDUAL_ICONS : (staff ?? {});
}

function ClientLogo({ user }: { user: SessionUser }) {
  // Without a client logo, the logo of the brand signed in with (a partner's, or the portal's own).
  const brand = sessionBrand();
  const wanted = user.dashboardInfo.LogoURL || brand.logo;
  // A broken client logo URL falls back to the brand's rather than showing a broken image.
  const [failed, setFailed] = useState(false);
  const src = failed ? brand.logo : wanted;
  const alt = failed || !user.dashboardInfo.LogoURL ? brand.name : `${user.dashboardInfo.ClientName || 'Client'} logo`;
  // A client's logo may have any shape: it is fitted (object-fit: contain) into the brand logo's box, whose size is
  // reserved before either loads so the menu below never jumps.
  const { width, height } = brand.logoSize;
  return (
    <img className="app-drawer-logo" src={src} alt={alt} width={width} height={height} onError={() => setFailed(true)} />
  );
}

export interface DrawerPanelProps {
  user: SessionUser;
  /** Called when an entry is chosen (the phone slide-over closes itself). */
  onNavigate?: () => void;
}

export function DrawerPanel({ user, onNavigate }: DrawerPanelProps) {
  const entries = menuFor(user.rol);
  const icons = useMenuIcons(user.rol);
  const { pathname } = useLocation();
  // The entry of the page shown is the deepest one the path is in: the back office's Invoices
  // (/admin/backoffice/invoices) is its own entry, not the queue's (/admin/backoffice), whose order pages stay the queue's.
  const current = entries
    .filter((entry) => pathname === entry.path || pathname.startsWith(`${entry.path}/`))
    .reduce<string | null>((deepest, entry) => (deepest === null || entry.path.length > deepest.length ? entry.path : deepest), null);
  return (
    <Flex direction="column" gap="4" p="4">
      <Box px="2" pt="1" pb="2">
        <ClientLogo user={user} />
        {user.dashboardInfo.ClientName && user.rol === 2 ? (
          <Text as="p" size="1" color="gray" mt="2" truncate>
            {user.dashboardInfo.ClientName}
          </Text>
        ) : null}
      </Box>
      <nav aria-label="Main menu">
        <ul className="app-nav-list">
          {entries.map((entry) => {
            const Icon = icons[entry.path as MenuPath];
            return (
              <li key={entry.path}>
                <Link to={entry.path} className="app-nav-link" aria-current={current === entry.path ? 'page' : undefined} onClick={onNavigate}>
                  {Icon ? <Icon aria-hidden /> : <span className="app-nav-icon-space" aria-hidden />}
                  {entry.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </Flex>
  );
}
