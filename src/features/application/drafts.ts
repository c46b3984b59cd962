// "Nothing typed is lost" (issue 3): the unsaved answers of the step on screen are kept (app/drafts.ts) on every change,
// restored when the step opens again (a reload, a dropped connection, the idle timeout's sign-out), and removed once
// the server has accepted the step. Keyed by user, order and tab, so two applicants on one browser, or two orders of
// one applicant, never see each other's answers.

import { clearDraft, userDraftKey, writePendingDrafts } from '../../app/drafts';

export { clearDraft, readDraft, writeDraftSoon, type Draft } from '../../app/drafts';

export function draftKey(userId: number | string, orderId: number, tabName: string): string {
  return userDraftKey(userId, `${orderId}.${encodeURIComponent(tabName)}`);
}

/** Removes every step's draft of one order: once it can no longer be changed, its drafts would only mislead. */
export function clearOrderDrafts(userId: number | string, orderId: number): void {
  const prefix = draftKey(userId, orderId, '');
  // Written first, so none still to be written comes back after the clearing.
  writePendingDrafts();
  try {
    const keys: string[] = [];
    for (let i = 0; i < globalThis.localStorage.length; i++) {
      const key = globalThis.localStorage.key(i);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    keys.forEach(clearDraft);
  } catch {
    // Nothing to clear where there is no storage.
  }
}

type Sections = Record<string, unknown>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Puts a draft's values into the sections of the form as it is built now. Sections are keyed s0, s1... in order of
 * first appearance, so a field an operator added or moved since the draft was kept would shift them; values are found
 * by their property key (the FieldID or block key) and stay in their old section when it still has that property.
 * Keys the form no longer has are dropped.
 */
export function remapToSections(draft: Sections, schema: { properties?: Record<string, unknown> }): Sections {
  const sections = schema.properties ?? {};
  const propertiesOf = (sectionKey: string): Record<string, unknown> => {
    const section = sections[sectionKey];
    return isRecord(section) && isRecord(section.properties) ? section.properties : {};
  };
  const home = new Map<string, string>();
  for (const sectionKey of Object.keys(sections)) {
    for (const key of Object.keys(propertiesOf(sectionKey))) if (!home.has(key)) home.set(key, sectionKey);
  }
  const out: Record<string, Record<string, unknown>> = {};
  for (const sectionKey of Object.keys(sections)) out[sectionKey] = {};
  for (const [oldSection, values] of Object.entries(draft)) {
    if (!isRecord(values)) continue;
    for (const [key, value] of Object.entries(values)) {
      const target = key in propertiesOf(oldSection) ? oldSection : home.get(key);
      if (target && !(key in out[target])) out[target][key] = value;
    }
  }
  return out;
}
