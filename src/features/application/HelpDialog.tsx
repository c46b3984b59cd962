// A help modal opened from a text button (Australian licences, address types, check purpose, vulnerable persons).
import type { ReactNode } from 'react';
import { QuestionMarkCircledIcon } from '@radix-ui/react-icons';
import { InfoDialog } from '../../app/InfoDialog';

export interface HelpDialogProps {
  /** The button's text. */
  trigger: string;
  title: string;
  /** Several paragraphs: they describe the dialog. */
  children: ReactNode;
}

export function HelpDialog({ trigger, title, children }: HelpDialogProps) {
  return (
    <InfoDialog
      trigger={trigger}
      icon={<QuestionMarkCircledIcon aria-hidden="true" />}
      title={title}
      bodyClassName="application-help-text"
    >
      {children}
    </InfoDialog>
  );
}
