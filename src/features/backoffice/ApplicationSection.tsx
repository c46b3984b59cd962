// The application as entered (issue 11), read only, step by step (each a disclosure): the same reads the applicant's steps make
// (get_tabs, get_tab_req), every answer given with its label, repeated blocks (addresses, employers, referees) one
// after another, and a file answer (the signature) as a preview and download. The Identity documents step has no
// fields: its files are in the Documents section.
import { useState } from 'react';
import useSWR from 'swr';
import { Box, Card, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import type { ReplyOf } from '../../../schemas/api';
import { api, errorText } from '../../app/api';
import { useApi } from '../../app/useApi';
import { fieldKind, fullDateToShown, partialDateToShown, type DynamicField } from '../../engine';
import { FileButtons } from './FileButtons';
import { Loading } from '../../app/Loading';

type Field = ReplyOf<'POST /application/get_tab_req'>[number];

/** A stored file's location as the server names them (random name and extension). */
const looksLikeFile = (field: Field) =>
  field.FieldType === 'Document' || field.CustomWidget === 'signature' || field.CustomWidget === 'selfie';

interface Group {
  key: string;
  title: string;
  fields: Field[];
}

/** Answered fields, grouped by section and, inside a block list, by row (TableID). */
function groupsOf(fields: readonly Field[]): Group[] {
  const groups = new Map<string, Group>();
  const rowNumbers = new Map<string, number>();
  for (const field of fields) {
    if (field.TableValue === null || field.TableValue.trim() === '') continue;
    const section = field.FormSection || field.PortalSection || 'Answers';
    let key = section;
    let title = section;
    if (field.TableLocation && field.TableID !== null && field.TableID !== undefined) {
      key = `${section}#${field.TableLocation}#${field.TableID}`;
      if (!rowNumbers.has(key)) rowNumbers.set(key, [...rowNumbers.keys()].filter((k) => k.startsWith(`${section}#`)).length + 1);
      title = `${section} ${rowNumbers.get(key)}`;
    }
    const group = groups.get(key) ?? { key, title, fields: [] };
    group.fields.push(field);
    groups.set(key, group);
  }
  return [...groups.values()];
}

function StepAnswers({ orderId, tabName }: { orderId: number; tabName: string }) {
  const { data, error, isLoading } = useSWR(['backoffice-tab', orderId, tabName], () =>
    api.call('POST /application/get_tab_req', { body: { order_id: orderId, tab_name: tabName } }),
  { revalidateOnFocus: false });
  if (isLoading) {
    return (
      <Flex align="center" gap="2" role="status" py="2">
        <Spinner />
        <Text color="gray">Loading the answers…</Text>
      </Flex>
    );
  }
  if (error) {
    return (
      <Text as="p" color="red" role="alert">
        {errorText(error)}
      </Text>
    );
  }
  const groups = groupsOf(data ?? []);
  if (groups.length === 0) {
    return (
      <Text as="p" color="gray" mt="2">
        {tabName === 'Identity documents' ? 'The documents are listed under Documents.' : 'No answers on this step yet.'}
      </Text>
    );
  }
  return (
    <Flex direction="column" gap="4" pt="3">
      {groups.map((group) => (
        <Box key={group.key}>
          <Heading as="h3" size="2" mb="2">
            {group.title}
          </Heading>
          <dl className="bo-dl">
            {group.fields.map((field) => (
              <Row key={`${field.FieldID}-${field.TableID ?? ''}`} field={field} />
            ))}
          </dl>
        </Box>
      ))}
    </Flex>
  );
}

/** A date as the portal shows it (DD/MM/YYYY, or MM/YYYY and YYYY for a move-in or move-out), any other value as stored. */
export function shownValue(field: Field): string {
  const value = field.TableValue ?? '';
  const kind = fieldKind(field as DynamicField);
  if (kind === 'date') return fullDateToShown(value);
  if (kind === 'partialDate') return partialDateToShown(value);
  return value;
}

function Row({ field }: { field: Field }) {
  const value = field.TableValue ?? '';
  return (
    <>
      <dt>{field.FieldName}</dt>
      <dd>
        {looksLikeFile(field) ? (
          <FileButtons location={value} name={field.FieldName} mimeType={field.CustomWidget === 'signature' ? 'image/png' : ''} fileName={field.FieldID} />
        ) : (
          shownValue(field)
        )}
      </dd>
    </>
  );
}

export function ApplicationSection({ orderId }: { orderId: number }) {
  const tabs = useApi('GET /application/get_tabs/:orderId', { orderId: String(orderId) });
  return (
    <Card size="2" asChild>
      <section aria-labelledby="bo-application">
        <Heading as="h2" size="4" mb="2" id="bo-application">
          Application
        </Heading>
        {tabs.error ? (
          <Text as="p" color="red" role="alert">
            {tabs.error.message}
          </Text>
        ) : !tabs.data ? <Loading what="Loading the application…" /> : tabs.data.length === 0 ? (
          <Text as="p" color="gray">
            This order has no application steps.
          </Text>
        ) : (
          <Flex direction="column" gap="2">
            {tabs.data.map((tab, index) => (
              <Step key={tab.TabName} orderId={orderId} tabName={tab.TabName} startOpen={index === 0} />
            ))}
          </Flex>
        )}
      </section>
    </Card>
  );
}

/**
 * One step as a disclosure (a native details element: keyboard and screen readers know it): its answers are read the
 * first time it opens, the first step from the start.
 */
function Step({ orderId, tabName, startOpen }: { orderId: number; tabName: string; startOpen: boolean }) {
  const [opened, setOpened] = useState(startOpen);
  return (
    <details className="bo-step" open={startOpen} onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <summary className="bo-step-summary">{tabName}</summary>
      {opened ? <StepAnswers orderId={orderId} tabName={tabName} /> : null}
    </details>
  );
}
