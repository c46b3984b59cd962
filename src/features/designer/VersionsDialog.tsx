// A form's published versions, newest first: who published each, when, and what changed, a sentence per change
// (changeWords.ts: fields by their labels, never FieldIDs or attribute names); any of them
// can be made the draft again (publishing it then makes a new version: history is never rewritten).
import { useState } from 'react';
import { Button, Callout, Dialog, Flex, Text } from '@radix-ui/themes';
import { api, errorText } from '../../app/api';
import { useApi } from '../../app/useApi';
import { Loading } from '../../app/Loading';
import type { OptionCatalogue } from '../../engine/options';
import { describeRecord } from './changeWords';
import type { DesignerField, FormKind } from './fields';

/** What the versions are read against: the form's kind, its fields now and the shared lists (labels, not FieldIDs). */
interface FormNow {
  kind: FormKind;
  fields: readonly DesignerField[];
  catalogue: OptionCatalogue;
}


/** A moment as people here read it: '26 Nov 2026, 9:14 am'. */
export const shownTime = (iso: string) => new Date(iso).toLocaleString('en-AU', { dateStyle: 'medium', timeStyle: 'short' });

function VersionList({ formKey, form, onRestored }: { formKey: string; form: FormNow; onRestored(): void }) {
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
              <ul className="designer-changes" aria-label={`Changes of version ${version.Version}`}>
                {describeRecord(form.kind, version.Changes, form.fields, form.catalogue).map((line, i) => (
                  <li key={i}>
                    <Text size="2">{line}</Text>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </Flex>
      ))}
    </Flex>
  );
}

export function VersionsDialog({ formKey, form, onRestored }: { formKey: string; form: FormNow; onRestored(): void }) {
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
            form={form}
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
