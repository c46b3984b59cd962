// The application's steps from the server's tabs (order-and-application §2.3), its browser state and the local drafts.
import { afterEach, describe, expect, it } from 'vitest';
import { writeDraft } from '../../src/app/drafts';
import { clearDraft, draftKey, readDraft, remapToSections } from '../../src/features/application/drafts';
import {
  markStepReached,
  neighbours,
  readCurrentOrderId,
  readDocsMessage,
  readReachedStep,
  stepsFromTabs,
  storeCurrentOrderId,
  storeDocsMessage,
} from '../../src/features/application/state';

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

const tabs = (...names: string[]) => names.map((TabName) => ({ TabName }));

describe('stepsFromTabs', () => {
  it('puts Terms and Conditions first (url 1) and Confirmation last, and maps tab names to urls', () => {
    const { steps, selfieRequired } = stepsFromTabs(
      tabs('Personal Details', 'Address Details', 'Additional Details', 'References Details', 'Identity documents', 'Consent'),
    );
    expect(steps.map((s) => s.url)).toEqual(['1', 'personal', 'address', 'additional', 'references', 'identity', 'consent', 'confirmation']);
    expect(steps.map((s) => s.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(steps[0].name).toBe('Terms and Conditions');
    expect(steps.at(-1)?.name).toBe('Confirmation');
    expect(steps[2].tabName).toBe('Address Details');
    expect(selfieRequired).toBe(true);
  });

  it("follows the order's own tabs: no references step without the references check", () => {
    const { steps } = stepsFromTabs(tabs('Personal Details', 'Address Details', 'Identity documents', 'Consent'));
    expect(steps.map((s) => s.url)).toEqual(['1', 'personal', 'address', 'identity', 'consent', 'confirmation']);
    expect(neighbours(steps, 'address')).toMatchObject({ previous: { url: 'personal' }, next: { url: 'identity' } });
    expect(neighbours(steps, '1').previous).toBeUndefined();
  });

  it("makes 'Self image capture' no step but the switch that turns the selfie requirement off", () => {
    const { steps, selfieRequired } = stepsFromTabs(tabs('Personal Details', 'Identity documents', 'Self image capture', 'Consent'));
    expect(steps.map((s) => s.url)).toEqual(['1', 'personal', 'identity', 'consent', 'confirmation']);
    expect(selfieRequired).toBe(false);
  });

  it('does not repeat Terms or Confirmation sent by the server, and draws an unknown tab at a url of its own', () => {
    const { steps } = stepsFromTabs(tabs('Terms and Conditions', 'Personal Details', 'Health Declaration', 'Confirmation'));
    expect(steps.map((s) => [s.url, s.tabName])).toEqual([
      ['1', 'Terms and Conditions'],
      ['personal', 'Personal Details'],
      ['health-declaration', 'Health Declaration'],
      ['confirmation', 'Confirmation'],
    ]);
  });
});

describe('browser state', () => {
  it('keeps the current order id in sessionStorage under portal.currentOrderId', () => {
    expect(readCurrentOrderId()).toBeNull();
    storeCurrentOrderId(42);
    expect(sessionStorage.getItem('portal.currentOrderId')).toBe('42');
    expect(readCurrentOrderId()).toBe(42);
    sessionStorage.setItem('portal.currentOrderId', 'not a number');
    expect(readCurrentOrderId()).toBeNull();
  });

  it('keeps the docs message per order', () => {
    storeDocsMessage(7, 'Your documents are complete.');
    expect(readDocsMessage(7)).toBe('Your documents are complete.');
    expect(readDocsMessage(8)).toBe('');
  });

  it('moves the furthest step reached forward only', () => {
    const { steps } = stepsFromTabs(tabs('Personal Details', 'Address Details', 'Consent'));
    expect(markStepReached(41, 7, steps, 'personal')).toBe('personal');
    expect(markStepReached(41, 7, steps, 'consent')).toBe('consent');
    expect(markStepReached(41, 7, steps, 'address')).toBe('consent');
    expect(readReachedStep(41, 7)).toBe('consent');
    expect(readReachedStep(41, 8)).toBeNull();
  });
});

describe('drafts', () => {
  it('are kept per user, order and tab, and cleared', () => {
    const key = draftKey(41, 7, 'Personal Details');
    expect(key).not.toBe(draftKey(41, 8, 'Personal Details'));
    expect(key).not.toBe(draftKey(42, 7, 'Personal Details'));
    writeDraft(key, { s0: { FirstName: 'Olivia' } }, 1_700_000_000_000);
    expect(readDraft(key)).toEqual({ savedAt: 1_700_000_000_000, data: { s0: { FirstName: 'Olivia' } } });
    clearDraft(key);
    expect(readDraft(key)).toBeNull();
    localStorage.setItem(key, '{broken');
    expect(readDraft(key)).toBeNull();
  });

  it('put values back in the section that holds them now, dropping fields that no longer exist', () => {
    const schema = {
      properties: {
        s0: { properties: { Note: {}, FirstName: {} } },
        s1: { properties: { Surname: {}, Email: {} } },
      },
    };
    const draft = { s0: { FirstName: 'Olivia', Surname: 'Nguyen', Retired: 'x' }, s1: { Email: 'o@example.com' } };
    expect(remapToSections(draft, schema)).toEqual({
      s0: { FirstName: 'Olivia' },
      s1: { Surname: 'Nguyen', Email: 'o@example.com' },
    });
  });
});
