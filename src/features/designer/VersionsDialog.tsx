// A form's published versions, newest first: who published each, when, and what changed field by field; any of them
// can be made the draft again (publishing it then makes a new version: history is never rewritten).
import { useState } from 'react';
import { Badge, Button, Callout, Dialog, Flex, Table, Text, VisuallyHidden } from '@radix-ui/themes';
import { api, errorText } from '../../app/api';
import { useApi } from '../../app/useApi';
import type { ReplyOf } from '../../../schemas/api';
import { Loading } from '../../app/Loading';

type Version = ReplyOf<'GET /backoffice/definitions/:formKey/versions'>[number];
type Change = Version['Changes'][number];

/** A moment as people here read it: '26 Nov 2026, 9:14 am'. */
export const shownTime = (iso: string) => new Date(iso).toLocaleString('en-AU', { dateStyle: 'medium', timeStyle: 'short' });

const CHANGE_COLORS = { added: 'green', removed: 'red', changed: 'blue', moved: 'gray' } as const;

function ChangeRow({ change }: { change: Change }) {
  return (
    <Table.Row>
      <Table.Cell>
        <Text size="1" className="designer-code">
          {change.FieldID}
        </Text>
      </Table.Cell>
      <Table.Cell>
        <Badge size="1" variant="soft" color={CHANGE_COLORS[change.Change]}>
          {change.Change}
        </Badge>
      </Table.Cell>
      <Table.Cell>
        {change.Attribute ? (
          <Text size="1">
            {change.Attribute}: {change.Before ?? '(none)'} → {change.After ?? '(none)'}
          </Text>
        ) : null}
      </Table.Cell>
    </Table.Row>
  );
}

function VersionList({ formKey, onRestored }: { formKey: string; onRestored(): void }) {
  const versions = useApi('GET /backoffice/definitions/:formKey/versions', { formKey });
  const [restoring, setRestoring] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const restore = async (version: number) => {
    setRestoring(version);
    setError(null);
    try {
      await api.call('POST /backoffice/definitions/:formKey/versions/:version/restore', { params: { formKey, version: String(version) } });
      onRestored();
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setRestoring(null);
    }
  };

  if (versions.error) {
    return (
      <Text as="p" color="red" role="alert">
        {versions.error.message}
      </Text>
    );
  }
  if (!versions.data) {
    return <Loading what="Loading versions…" />;
  }
  if (versions.data.length === 0) return <Text color="gray">No version has been published yet.</Text>;
  return (
    <Flex direction="column" gap="4">
      {error && (
        <Callout.Root color="red" role="alert" size="1">
          <Callout.Text>{error}</Callout.Text>
        </Callout.Root>
      )}
      {versions.data.map((version) => (
        <Flex key={version.Version} direction="column" gap="2" asChild>
          <section aria-label={`Version ${version.Version}`}>
            <Flex justify="between" align="center" gap="2" wrap="wrap">
              <Text weight="bold">
                Version {version.Version}{' '}
                <Text weight="regular" color="gray" size="2">
                  by {version.PublishedBy}, {shownTime(version.PublishedAt)}
                </Text>
              </Text>
              <Button
                type="button"
                size="1"
                variant="soft"
                loading={restoring === version.Version}
                disabled={restoring !== null}
                onClick={() => void restore(version.Version)}
              >
                Restore as draft
              </Button>
            </Flex>
            {version.Changes.length === 0 ? (
              <Text size="2" color="gray">
                No field changed.
              </Text>
            ) : (
              <Table.Root size="1" variant="surface">
                <VisuallyHidden asChild>
                  <caption>Changes of version {version.Version}</caption>
                </VisuallyHidden>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeaderCell>Field</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>Change</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>Detail</Table.ColumnHeaderCell>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {version.Changes.map((change, i) => (
                    <ChangeRow key={i} change={change} />
                  ))}
                </Table.Body>
              </Table.Root>
            )}
          </section>
        </Flex>
      ))}
    </Flex>
  );
}

export function VersionsDialog({ formKey, onRestored }: { formKey: string; onRestored(): void }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>
        <Button type="button" variant="soft" color="gray">
          {/* No icon: the clock is the applicant's menu icon, and sharing it would split it out of their first load. */}
          Versions
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="760px">
        <Dialog.Title>Published versions</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="4">
          Who published each version, when, and what changed. Restoring one makes it the draft: publish it to use it again.
        </Dialog.Description>
        {open && (
          <VersionList
            formKey={formKey}
            onRestored={() => {
              setOpen(false);
              onRestored();
            }}
          />
        )}
        <Flex justify="end" mt="4">
          <Dialog.Close>
            <Button type="button" variant="soft" color="gray">
              Close
            </Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
