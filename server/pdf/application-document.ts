// Gathers what the application PDF shows: the order and its checks, each step's stored answers as a person reads
// them (choice labels, DD/MM/YYYY dates, Yes / No, the check type's field labels), signatures as images, and the
// documents provided.
import { asc, eq } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import type { Db } from '../db';
import { clients, orderServices, services } from '../db/schema';
import type { Order } from '../auth/order-access';
import {
  blockLocations,
  BLOCK_TITLES,
  choiceValue,
  fieldKind,
  toChoices,
  toFormValue,
  type DynamicField,
  type OptionCatalogue,
} from '../../src/engine';
import type { FileStore } from '../storage';
import { checkStoredTab, loadApplicationState } from '../domain/application-state';
import { answerKey } from '../domain/application-fields';
import { hiddenByParent } from '../domain/application-store';
import { checkTypeLabels } from '../domain/application-lookups';
import { isFieldTab, orderTabs } from '../domain/application-tabs';
import { isSignatureField } from '../domain/application-signatures';
import { wireDateTime } from '../domain/application-format';
import type { ApplicationPdfModel, PdfField, PdfGroup, PdfStep } from './application-pdf';

const NOT_ANSWERED = '—';
/** Signature images are small PNGs; anything bigger is not drawn (and not read into memory). */
const MAX_IMAGE_BYTES = 2_000_000;

async function readSmallFile(files: FileStore, location: string): Promise<Buffer | null> {
  const file = await files.open(location);
  if (!file) return null;
  if (file.sizeBytes > MAX_IMAGE_BYTES) {
    file.stream.destroy();
    return null;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream as Readable) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A stored value in words. Choices are looked up in the field's list, then in every list (licence issuers). */
function shownValue(def: DynamicField, value: string, catalogue: OptionCatalogue): string {
  if (value === '') return NOT_ANSWERED;
  switch (fieldKind(def)) {
    case 'yesNo':
      return value === 'Y' ? 'Yes' : value === 'N' ? 'No' : value;
    case 'date':
    case 'partialDate':
      return toFormValue(def, value, []) ?? value;
    case 'combo':
    case 'comboText': {
      const own = def.ComboElements?.length ? def.ComboElements : catalogue[def.ComboCategory ?? ''] ?? [];
      const label = toChoices(own).find((c) => c.value === value)?.label;
      if (label) return label;
      for (const list of Object.values(catalogue)) {
        const element = list.find((e) => choiceValue(e) === value);
        if (element) return element.LookUpValue;
      }
      return value;
    }
    case 'document':
      return 'Provided';
    default:
      return value;
  }
}

async function stepGroups(
  fields: readonly DynamicField[],
  catalogue: OptionCatalogue,
  labels: Record<string, string>,
  files: FileStore,
): Promise<PdfGroup[]> {
  const blocks = blockLocations(fields);
  const groups: PdfGroup[] = [];
  const groupNamed = (title: string) => {
    let group = groups.find((g) => g.title === title);
    if (!group) groups.push((group = { title, fields: [] }));
    return group;
  };
  const rowNumbers = new Map<string, number[]>();
  for (const def of fields) {
    if (hiddenByParent(def, fields)) continue;
    const label = labels[def.FieldID] ?? def.FieldName;
    const value = def.TableValue ?? '';
    let group: PdfGroup;
    if (def.TableLocation && blocks.has(def.TableLocation)) {
      const title = BLOCK_TITLES[def.TableLocation] ?? def.PortalSection ?? def.TableLocation;
      if (typeof def.TableID !== 'number') {
        // A list without rows: say so once instead of listing its empty template.
        const empty = groupNamed(title);
        if (empty.fields.length === 0) empty.fields.push({ label: title, value: 'None given' });
        continue;
      }
      const rows = rowNumbers.get(def.TableLocation) ?? [];
      if (!rows.includes(def.TableID)) rows.push(def.TableID);
      rowNumbers.set(def.TableLocation, rows);
      group = groupNamed(`${title} ${rows.indexOf(def.TableID) + 1}`);
    } else {
      group = groupNamed(def.PortalSection ?? '');
    }
    const field: PdfField = { label, value: shownValue(def, value, catalogue) };
    if (isSignatureField(def)) {
      const image = value ? await readSmallFile(files, value) : null;
      if (image) field.image = image;
      else field.value = value ? 'Signed' : 'Not signed';
    }
    group.fields.push(field);
  }
  return groups;
}

const deliveryText = (from: number, to: number) =>
  from === to ? `Estimated ${to} business day${to === 1 ? '' : 's'}` : `Estimated ${from} to ${to} business days`;

/** `files`: the app's file store, where the signature images are. */
export async function applicationPdfModel(db: Db, store: FileStore, order: Order, now: Date): Promise<ApplicationPdfModel> {
  const [[client], checks, state, tabs] = await Promise.all([
    db.select().from(clients).where(eq(clients.id, order.clientId)),
    db
      .select({ name: services.serviceName, initDay: services.initDay, endDay: services.endDay, status: orderServices.checkStatus })
      .from(orderServices)
      .innerJoin(services, eq(services.serviceId, orderServices.serviceId))
      .where(eq(orderServices.orderId, order.id))
      .orderBy(asc(orderServices.id)),
    loadApplicationState(db, order),
    orderTabs(db, order.id),
  ]);
  const checkType = state.answers.values.get(answerKey('CheckType')) ?? '';
  const labels = Object.fromEntries((await checkTypeLabels(db, checkType)).map((l) => [l.FieldID, l.FieldLabel]));

  const steps: PdfStep[] = [];
  for (const tabName of tabs) {
    if (!isFieldTab(tabName)) continue;
    const { fields } = await checkStoredTab(db, state, tabName);
    if (fields.length > 0) steps.push({ title: tabName, groups: await stepGroups(fields, state.catalogue, labels, store) });
  }

  const documents = state.uploads
    .filter((u) => u.kind !== 'signature')
    .map((u) => ({
      name: u.kind === 'selfie' ? 'Photo of yourself' : u.docName,
      detail: [u.category, `uploaded ${wireDateTime(u.uploadedAt).slice(0, 10)}`, u.sighted === 'Y' ? 'sighted by the organisation' : '']
        .filter(Boolean)
        .join(', '),
    }));

  return {
    orderId: order.id,
    // The name as the ordering client typed it for this order (never another client's).
    applicant: `${order.applicantFirstName} ${order.applicantSurname}`.trim(),
    clientName: client?.companyName ?? '',
    clientAbn: client?.abn ?? '',
    status: order.status,
    lodged: wireDateTime(order.lodgedAt).slice(0, 16),
    submitted: order.submittedAt ? wireDateTime(order.submittedAt).slice(0, 16) : 'Not yet submitted',
    checks: checks
      .filter((c) => c.status !== 'Cancelled')
      .map((c) => ({ name: c.name, delivery: deliveryText(c.initDay, c.endDay) })),
    steps,
    documents,
    generated: `${wireDateTime(now).slice(0, 16)} (Sydney time)`,
  };
}
