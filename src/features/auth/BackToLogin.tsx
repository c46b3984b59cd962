import { Link as RouterLink } from 'react-router-dom';
import { Link } from '@radix-ui/themes';
import type { Brand } from '../../app/brands';

/** Back to the login this page was reached from: the portal's, or the partner brand's (one path level up). */
export function BackToLogin({ brand }: { brand: Brand }) {
  const to = brand.key === 'portal' ? '/login' : '..';
  return (
    <Link asChild size="2">
      <RouterLink to={to} relative="path">
        Back to login
      </RouterLink>
    </Link>
  );
}
