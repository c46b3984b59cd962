// One action button of an order or a check, as each dashboard draws it (portal §6): the client's table has icon buttons
// (a tooltip names the action: `data-tip`, shown by the page's ActionTips; the accessible name names the action and the
// order), the individual's cards text buttons.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button, IconButton } from '@radix-ui/themes';
import type { ActionKind } from '../../engine/order-flags';
import './action-button.css';

export interface ActionButtonProps {
  kind: ActionKind;
  /** The individual's button text (START, CANCEL...). */
  text: string;
  /** The tooltip of the client's icon button. */
  tip: string;
  /** The accessible name: the action and the order (and the check) it is for. */
  label: string;
  icon: ReactNode;
  onClick?: () => void;
  /** A link instead of a button (deals). */
  to?: string;
  busy?: boolean;
  tone?: 'primary' | 'secondary' | 'danger';
  /** The individual's smaller button (a check's actions, under the order's). */
  compact?: boolean;
}

const colorOf = (tone: ActionButtonProps['tone']) => (tone === 'danger' ? 'red' : undefined);

export function ActionButton({ kind, text, tip, label, icon, onClick, to, busy, tone = 'secondary', compact }: ActionButtonProps) {
  if (kind === 'client') {
    return (
      <IconButton
        type={to ? undefined : 'button'}
        variant="ghost"
        size="2"
        className="action-icon-button"
        color={colorOf(tone)}
        aria-label={label}
        data-tip={tip}
        loading={busy}
        onClick={onClick}
        asChild={Boolean(to)}
      >
        {to ? (
          <Link to={to} aria-label={label}>
            {icon}
          </Link>
        ) : (
          icon
        )}
      </IconButton>
    );
  }
  const variant = tone === 'primary' ? 'solid' : 'soft';
  const size = compact ? '2' : '3';
  if (to) {
    return (
      <Button asChild size={size} variant={variant} color={colorOf(tone)}>
        <Link to={to} aria-label={label}>
          {text}
        </Link>
      </Button>
    );
  }
  return (
    <Button type="button" size={size} variant={variant} color={colorOf(tone)} aria-label={label} loading={busy} onClick={onClick}>
      {text}
    </Button>
  );
}
