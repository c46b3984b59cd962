// The queue's views (issue 31): the built-in ones and those the operator saved (GET /backoffice/views), each a set of
// filters and a sort; choosing one puts its filters in the page's URL. "Save this view" keeps the filters shown now
// under a name (schemas/forms/backoffice-save-view.json); a saved view can be deleted.
import { useCallback, useMemo, useState } from 'react';
import { Button, Callout, Dialog, Flex, IconButton, Text } from '@radix-ui/themes';
import { Cross2Icon } from '@radix-ui/react-icons';
import { useLocalForm } from '../../../widgets/useLocalForm';
import { api } from '../../app/api';
import { EngineFormDialog } from '../../app/EngineFormDialog';
import { useAction } from '../../app/useAction';
import { useApi } from '../../app/useApi';
import { filtersFromSearch, sameFilters, searchOf, type QueueFilters } from './queueQuery';

export interface QueueViewsProps {
  filters: QueueFilters;
  onChoose(filters: QueueFilters): void;
}

export function QueueViews({ filters, onChoose }: QueueViewsProps) {
  const views = useApi('GET /backoffice/views', {});
  const [saving, setSaving] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const all = useMemo(
    () => [
      { key: 'all', name: 'All orders', filters: {} as QueueFilters, viewId: undefined as number | undefined },
      ...(views.data?.builtIn ?? []).map((v) => ({ key: `built-in ${v.Name}`, name: v.Name, filters: filtersFromSearch(new URLSearchParams(v.Query)), viewId: undefined })),
      ...(views.data?.saved ?? []).map((v) => ({ key: `saved ${v.ViewID}`, name: v.Name, filters: filtersFromSearch(new URLSearchParams(v.Query)), viewId: v.ViewID })),
    ],
    [views.data],
  );
  const remove = useCallback(
    async (viewId: number) => {
      setDeleteError(null);
      try {
        await api.call('POST /backoffice/views/delete', { body: { ViewID: viewId } });
      } catch {
        setDeleteError('The view could not be deleted. Please try again.');
      }
      await views.mutate();
    },
    [views],
  );

  return (
    <Flex direction="column" gap="2">
      <Flex gap="2" wrap="wrap" align="center" role="group" aria-label="Views">
        {all.map((view) => {
          const current = sameFilters(view.filters, filters);
          return (
            <Flex key={view.key} align="center" gap="1">
              <Button
                size="2"
                radius="full"
                variant={current ? 'solid' : 'surface'}
                color={current ? undefined : 'gray'}
                aria-pressed={current}
                onClick={() => onChoose(view.filters)}
              >
                {view.name}
              </Button>
              {view.viewId !== undefined ? (
                // No tooltip: the queue's page has no tooltip provider (scripts/vite-theme-tooltip.ts); the name says it.
                <IconButton size="2" variant="soft" color="gray" aria-label={`Delete the view ${view.name}`} onClick={() => void remove(view.viewId!)}>
                  <Cross2Icon aria-hidden />
                </IconButton>
              ) : null}
            </Flex>
          );
        })}
        <Dialog.Root open={saving} onOpenChange={setSaving}>
          <Dialog.Trigger>
            <Button size="2" variant="soft">
              Save this view…
            </Button>
          </Dialog.Trigger>
          {saving ? (
            <SaveViewDialog
              filters={filters}
              onDone={() => {
                setSaving(false);
                void views.mutate();
              }}
            />
          ) : null}
        </Dialog.Root>
      </Flex>
      {views.error ? (
        <Text size="2" color="red" role="alert">
          The saved views could not be loaded. {views.error.message}
        </Text>
      ) : null}
      {deleteError ? (
        <Callout.Root color="red" role="alert" size="1">
          <Callout.Text>{deleteError}</Callout.Text>
        </Callout.Root>
      ) : null}
    </Flex>
  );
}

function SaveViewDialog({ filters, onDone }: { filters: QueueFilters; onDone(): void }) {
  const { form, error: formError } = useLocalForm('backoffice-save-view');
  const save = useCallback(
    (data: Record<string, unknown>) => api.call('POST /backoffice/views', { body: { Name: String(data.Name ?? '').trim(), Query: searchOf(filters) } }),
    [filters],
  );
  const action = useAction(save, onDone);
  return (
    <EngineFormDialog
      id="save-view"
      title="Save this view"
      description="The filters and the sort shown now, kept under a name for you to open again."
      form={form}
      formFailed={formError !== undefined}
      action={action}
      submitLabel="Save view"
    />
  );
}
