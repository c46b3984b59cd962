// The server's check of an application tab: the engine's rules (validateDynamic: compulsory, ParentField, dates,
// minimum length, choices, block counts) plus the address-history rules (src/engine/address-rules.ts), exactly as
// the browser applies them, and one sentence a person can act on when something is wrong.
import {
  addressViolations,
  APPLICATION_INCOMPLETE,
  blockLocations,
  BLOCK_TITLES,
  MANDATORY,
  referenceBlockOptions,
  URGENT_HELP,
  validateDynamic,
  type BlockOptions,
  type DynamicField,
  type OptionCatalogue,
} from '../../src/engine';
import { CONSENT_TAB, REFERENCES_TAB, type ReferenceLimits } from './application-tabs';

export interface TabRules {
  tabName: string;
  catalogue: OptionCatalogue;
  references: ReferenceLimits;
  /** Years of addresses the order's checks need (engine addressHistoryYears). */
  addressYears: number;
}

/**
 * Every problem of the tab's fields (stored formats), by key: 'FieldID', 'FieldID#TableID' in a block row, or the
 * TableLocation for a block list as a whole. Empty when the tab may be saved.
 */
export function tabViolations(fields: readonly DynamicField[], rules: TabRules): Record<string, string> {
  const blocks: Record<string, BlockOptions> = {};
  if (rules.tabName === REFERENCES_TAB) {
    const limits = referenceBlockOptions(rules.references);
    for (const location of blockLocations(fields)) blocks[location] = limits;
  }
  const found = validateDynamic(fields, undefined, {
    catalogue: rules.catalogue,
    blocks,
    // §5 "Consent submit: every compulsory field that is empty, undefined or N gets 'This field is mandatory.'"
    treatNAsEmpty: rules.tabName === CONSENT_TAB,
  });
  for (const v of addressViolations(fields, rules.catalogue, { years: rules.addressYears })) {
    // A field keeps the engine's message (its own value is wrong first); the list as a whole gets the address
    // rule's, which says more than 'This field is mandatory.'.
    if (v.fieldId === null || !(v.key in found)) found[v.key] = v.message;
  }
  return found;
}

/** How many problems one message names before it says "and n more". */
const LISTED = 6;

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** Where a key points, in words: 'Date of birth', 'Employer (Employment History 2)', 'Referees'. */
function describeKey(fields: readonly DynamicField[], key: string): string {
  const [fieldId, rowId] = key.split('#');
  if (rowId === undefined) {
    const def = fields.find((f) => f.FieldID === key && !f.TableLocation) ?? fields.find((f) => f.FieldID === key);
    if (def) return def.FieldName;
    // A block list as a whole.
    const first = fields.find((f) => f.TableLocation === key);
    return BLOCK_TITLES[key] ?? first?.PortalSection ?? key;
  }
  const def = fields.find((f) => f.FieldID === fieldId && String(f.TableID) === rowId);
  if (!def?.TableLocation) return def?.FieldName ?? fieldId;
  const rowIds = [...new Set(fields.filter((f) => f.TableLocation === def.TableLocation && f.TableID != null).map((f) => f.TableID))];
  const title = BLOCK_TITLES[def.TableLocation] ?? def.PortalSection ?? def.TableLocation;
  return `${def.FieldName} (${title} ${rowIds.indexOf(def.TableID) + 1})`;
}

/**
 * One message for the 'Important' dialog: the spec's toast when something compulsory is missing, then each problem
 * as 'Field: message', the first few of them.
 */
export function violationMessage(fields: readonly DynamicField[], violations: Readonly<Record<string, string>>): string {
  const entries = Object.entries(violations);
  if (entries.length === 0) return '';
  const parts = entries.slice(0, LISTED).map(([key, message]) => `${describeKey(fields, key)}: ${sentence(message)}`);
  if (entries.length > LISTED) parts.push(`And ${entries.length - LISTED} more.`);
  const incomplete = entries.some(([, message]) => message === MANDATORY);
  return [...(incomplete ? [APPLICATION_INCOMPLETE] : []), ...parts].join(' ');
}

/** Said after saving a step that marks the check urgent (the page shows it and moves on, §4 "Application flow"). */
export const URGENT_NOTICE = `Your check is marked as urgent. ${URGENT_HELP}`;

/** The message that goes with approve 1: a reminder when the saved step asks for an urgent check, else ''. */
export function savedNotice(fields: readonly DynamicField[]): string {
  const urgent = fields.find((f) => f.FieldID === 'IsUrgent' && !f.TableLocation);
  return /^(y|yes)$/i.test((urgent?.TableValue ?? '').trim()) ? URGENT_NOTICE : '';
}
