// The portal's own look and the two white-label partner brands of the login (portal §1, §2).
import type { ThemeProps } from '@radix-ui/themes';
// The portal's own logo is drawn on every signed-in page and its sign-in: imported, the build writes it into the code
// as a data URL (under Vite's 4 KiB inline limit; 0.6 kB), one request fewer before a page can be used.
import portalLogo from './logos/portal.svg';

export type BrandKey = 'portal' | 'checkmate' | 'worecs';

export interface Brand {
  key: BrandKey;
  name: string;
  /** Radix Themes accent; its colour file must be imported in src/main.tsx. */
  accentColor: NonNullable<ThemeProps['accentColor']>;
  logo: string;
  /** The logo's drawn size in CSS pixels (its SVG's own width and height): the page reserves the space before it loads. */
  logoSize: { width: number; height: number };
  /** Where the brand's login lives; its forgot-password page sits below it. */
  loginPath: string;
}

export const BRANDS: Record<BrandKey, Brand> = {
  portal: {
    key: 'portal',
    name: 'ClearCheck',
    accentColor: 'indigo',
    logo: portalLogo,
    logoSize: { width: 188, height: 40 },
    loginPath: '/login',
  },
  checkmate: {
    key: 'checkmate',
    name: 'Checkmate',
    accentColor: 'teal',
    logo: '/logos/checkmate.svg',
    logoSize: { width: 184, height: 40 },
    loginPath: '/checkmate',
  },
  worecs: {
    key: 'worecs',
    name: 'WoRecs',
    accentColor: 'orange',
    logo: '/logos/worecs.svg',
    logoSize: { width: 156, height: 40 },
    loginPath: '/worecs',
  },
};

/**
 * The brand of the login the user signed in on, kept beside the session in localStorage: the signed-in pages keep its
 * logo (drawer header, portal §2) across reloads, and signing out returns to its login. Every sign-in sets it, so a
 * later sign-in on the portal's own login is the portal again.
 */
const BRAND_STORAGE_KEY = 'portal.brand';

export function rememberBrand(key: BrandKey): void {
  try {
    globalThis.localStorage.setItem(BRAND_STORAGE_KEY, key);
  } catch {
    // Without storage the brand lasts as long as the page: the portal's look after a reload.
  }
}

/** The brand signed in with; the portal's own when none was kept (or the kept one is unknown). */
export function sessionBrand(): Brand {
  let key: string | null = null;
  try {
    key = globalThis.localStorage.getItem(BRAND_STORAGE_KEY);
  } catch {
    key = null;
  }
  return key !== null && Object.hasOwn(BRANDS, key) ? BRANDS[key as BrandKey] : BRANDS.portal;
}
