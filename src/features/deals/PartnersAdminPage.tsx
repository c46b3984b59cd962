// The back office's partners (/admin/backoffice/partners, operators only): every partner offer of the Deals page with
// its VISIT SITE count, added and changed in a dialog drawn by the engine (schemas/forms/partner.json), and the
// 'Ads Categories' of the category select (schemas/forms/ads-category.json).
import { useCallback, useMemo, useState } from 'react';
import { Badge, Button, Dialog, Flex, Table, Text, VisuallyHidden } from '@radix-ui/themes';
import { Pencil1Icon, PlusIcon } from '@radix-ui/react-icons';
import { useLocalForm } from '../../../widgets/useLocalForm';
import { api } from '../../app/api';
import { EngineFormDialog } from '../../app/EngineFormDialog';
import { Loading } from '../../app/Loading';
import { PageHeader } from '../../app/PageHeader';
import { useAction } from '../../app/useAction';
import { useApi } from '../../app/useApi';
import { withChoices } from '../../engine';
import type { ReplyOf } from '../../../schemas/api';

type Listing = ReplyOf<'GET /backoffice/partners'>;
type Partner = Listing['partners'][number];

/** 1 and 0 are the select's Suggested and All Services, not categories a partner can be in. */
const isPartnerCategory = (value: string) => value !== '1' && value !== '0';

function PartnerDialog({ partner, categories, onSaved }: { partner: Partner | null; categories: Listing['categories']; onSaved: () => void }) {
  const { form, error } = useLocalForm('partner');
  // The category choices are the 'Ads Categories' a partner can be in.
  const withCategories = useMemo(
    () =>
      form &&
      withChoices(
        form,
        'Category',
        categories.filter((c) => isPartnerCategory(c.MappingValue)).map((c) => ({ label: c.LookUpValue, value: c.MappingValue })),
      ),
    [form, categories],
  );
  const save = useCallback(
    (data: Record<string, unknown>) =>
      api.call('POST /backoffice/partners', {
        body: {
          ...(partner ? { PartnerID: partner.PartnerID } : {}),
          Provider: String(data.Provider ?? '').trim(),
          SolutionDesc: String(data.SolutionDesc ?? '').trim(),
          SolutionUrl: String(data.SolutionUrl ?? '').trim(),
          LogoLocation: String(data.LogoLocation ?? '').trim(),
          Category: String(data.Category ?? ''),
          SubCategory: String(data.SubCategory ?? '').trim(),
          Suggested: data.Suggested === true,
          Active: data.Active !== false,
        },
      }),
    [partner],
  );
  const action = useAction(save, onSaved);
  // An empty optional address is left out rather than checked against its pattern.
  const initial = useMemo(
    () => (partner ? { ...partner, LogoLocation: partner.LogoLocation || undefined } : { Suggested: false, Active: true }),
    [partner],
  );

  return (
    <EngineFormDialog
      id="partner"
      title={partner ? `Change ${partner.Provider}` : 'Add a partner'}
      description="Users see the offer on the Deals page of their completed orders."
      maxWidth="560px"
      form={withCategories}
      formFailed={error !== undefined}
      formData={initial}
      action={action}
      submitLabel="Save partner"
    />
  );
}

function CategoryDialog({ onSaved }: { onSaved: () => void }) {
  const { form, error } = useLocalForm('ads-category');
  const save = useCallback(
    (data: Record<string, unknown>) =>
      api.call('POST /backoffice/ads_categories', {
        body: { LookUpValue: String(data.LookUpValue ?? '').trim(), MappingValue: String(data.MappingValue ?? '').trim() },
      }),
    [],
  );
  const action = useAction(save, onSaved);
  return (
    <EngineFormDialog
      id="ads-category"
      title="Add or rename a category"
      description="Categories are the choices of the Deals page's select, after Suggested and All Services."
      maxWidth="480px"
      form={form}
      formFailed={error !== undefined}
      action={action}
      submitLabel="Save category"
    />
  );
}

export function PartnersAdminPage() {
  const listing = useApi('GET /backoffice/partners', {});
  /** The dialog open: 'new', a partner, 'category', or none. */
  const [editing, setEditing] = useState<Partner | 'new' | 'category' | null>(null);
  const saved = useCallback(() => {
    setEditing(null);
    void listing.mutate();
  }, [listing]);
  const labelOf = (value: string) => listing.data?.categories.find((c) => c.MappingValue === value)?.LookUpValue ?? value;

  let body;
  if (listing.error || !listing.data) {
    body = <Loading what="Loading partners…" failure={listing.error?.message} />;
  } else if (listing.data.partners.length === 0) {
    body = <Text color="gray">No partners yet.</Text>;
  } else {
    body = (
      <Table.Root variant="surface">
        {/* Names the table itself (Table.Root's props go to its wrapper). */}
        <VisuallyHidden asChild>
          <caption>Partners and their VISIT SITE clicks</caption>
        </VisuallyHidden>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>Provider</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Category</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Shown</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell justify="end">Clicks</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {listing.data.partners.map((p) => (
            <Table.Row key={p.PartnerID}>
              <Table.RowHeaderCell>
                <Text weight="medium">{p.Provider}</Text>
              </Table.RowHeaderCell>
              <Table.Cell>
                {labelOf(p.Category)}
                {p.SubCategory ? ` · ${p.SubCategory}` : ''}
              </Table.Cell>
              <Table.Cell>
                <Flex gap="1" wrap="wrap">
                  {p.Active ? <Badge color="green">Offered</Badge> : <Badge color="gray">Hidden</Badge>}
                  {p.Suggested ? <Badge color="indigo">Suggested</Badge> : null}
                </Flex>
              </Table.Cell>
              <Table.Cell justify="end">{p.Clicks}</Table.Cell>
              <Table.Cell>
                <Button size="1" variant="soft" onClick={() => setEditing(p)} aria-label={`Change ${p.Provider}`}>
                  <Pencil1Icon aria-hidden="true" /> Change
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    );
  }

  return (
    <>
      <PageHeader
        title="Partners"
        description="The offers of the Deals page, and how often users pressed VISIT SITE."
        actions={
          <>
            <Button variant="soft" onClick={() => setEditing('category')} disabled={!listing.data}>
              Categories
            </Button>
            <Button onClick={() => setEditing('new')} disabled={!listing.data}>
              <PlusIcon aria-hidden="true" /> Add partner
            </Button>
          </>
        }
      />
      {body}
      <Dialog.Root open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        {editing === 'category' ? (
          <CategoryDialog onSaved={saved} />
        ) : editing !== null && listing.data ? (
          <PartnerDialog partner={editing === 'new' ? null : editing} categories={listing.data.categories} onSaved={saved} />
        ) : null}
      </Dialog.Root>
    </>
  );
}

export default PartnersAdminPage;
