// The portal's own look and the two white-label partner brands of the login (portal §1, §2).
import type { ThemeProps } from '@radix-ui/themes';

export type BrandKey = 'portal' | 'checkmate' | 'worecs';

export interface Brand {
  key: BrandKey;
  name: string;
  /** Radix Themes accent; its colour file must be imported in src/main.tsx. */
  accentColor: NonNullable<ThemeProps['accentColor']>;
  logo: string;
  /** Where the brand's login lives; its forgot-password page sits below it. */
  loginPath: string;
}

export const BRANDS: Record<BrandKey, Brand> = {
  portal: { key: 'portal', name: 'ClearCheck', accentColor: 'indigo', logo: '/logos/portal.svg', loginPath: '/login' },
  checkmate: {
    key: 'checkmate',
    name: 'Checkmate',
    accentColor: 'teal',
    logo: '/logos/checkmate.svg',
    loginPath: '/checkmate',
  },
  worecs: { key: 'worecs', name: 'WoRecs', accentColor: 'orange', logo: '/logos/worecs.svg', loginPath: '/worecs' },
};
