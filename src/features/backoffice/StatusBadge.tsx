// An order's or a check's status as a coloured badge (portal §4's statuses). The colour only echoes the word, which is
// always written: nothing is said by colour alone.
import { Badge } from '@radix-ui/themes';

type BadgeColor = NonNullable<Parameters<typeof Badge>[0]['color']>;

const COLOURS: Record<string, BadgeColor> = {
  Open: 'blue',
  'Open with Alert': 'orange',
  'In progress': 'indigo',
  'On hold': 'orange',
  Cancelled: 'gray',
  Completed: 'green',
  Closed: 'gray',
  Verified: 'teal',
  'With provider': 'cyan',
  'Rejected by third party': 'red',
  'In QC': 'purple',
  Ready: 'green',
  'In review': 'amber',
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge color={COLOURS[status] ?? 'gray'} variant="soft" radius="full">
      {status}
    </Badge>
  );
}
