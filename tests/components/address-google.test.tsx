// The address search box with VITE_GOOGLE_MAPS_API_KEY: Google Places Autocomplete restricted to Australian addresses,
// its result mapped per order-and-application §9, and the fall-back to the built-in list when Google cannot be used.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { AutocompleteOptions, PlaceResult } from '../../widgets/address/google';
import { CHOOSE_FROM_LIST } from '../../widgets/address/messages';
import { renderAddressStep } from './address-harness';

class FakeAutocomplete {
  static instances: FakeAutocomplete[] = [];
  private readonly listeners = new Map<string, () => void>();
  private place: PlaceResult = {};

  constructor(
    readonly input: HTMLInputElement,
    readonly options: AutocompleteOptions,
  ) {
    FakeAutocomplete.instances.push(this);
  }

  addListener(event: string, handler: () => void) {
    this.listeners.set(event, handler);
    return { remove: () => this.listeners.delete(event) };
  }

  getPlace() {
    return this.place;
  }

  /** What Google does when the user chooses one of its suggestions. */
  choose(place: PlaceResult) {
    this.place = place;
    act(() => this.listeners.get('place_changed')?.());
  }
}

type TestWindow = Window & { google?: unknown; gm_authFailure?: () => void; __portalGoogleMapsReady?: () => void };
const testWindow = window as unknown as TestWindow;
const trigger = vi.fn();

function installGoogle() {
  testWindow.google = {
    maps: { places: { Autocomplete: FakeAutocomplete }, event: { clearInstanceListeners: vi.fn(), trigger } },
  };
}

const component = (types: string[], long_name: string, short_name = long_name) => ({ types, long_name, short_name });

/** Google's answer for '12 Smith Street, Parramatta NSW 2150, Australia'. */
const PARRAMATTA: PlaceResult = {
  formatted_address: '12 Smith St, Parramatta NSW 2150, Australia',
  address_components: [
    component(['street_number'], '12'),
    component(['route'], 'Smith Street', 'Smith St'),
    component(['locality', 'political'], 'Parramatta'),
    component(['administrative_area_level_2', 'political'], 'City of Parramatta Council'),
    component(['administrative_area_level_1', 'political'], 'New South Wales', 'NSW'),
    component(['country', 'political'], 'Australia', 'AU'),
    component(['postal_code'], '2150'),
  ],
};

async function attached(): Promise<FakeAutocomplete> {
  await waitFor(() => expect(FakeAutocomplete.instances.length).toBeGreaterThan(0));
  return FakeAutocomplete.instances[FakeAutocomplete.instances.length - 1];
}

beforeEach(() => {
  vi.stubEnv('VITE_GOOGLE_MAPS_API_KEY', 'test-key');
  FakeAutocomplete.instances = [];
  trigger.mockClear();
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  delete testWindow.google;
});

describe('with a Google Maps key', () => {
  beforeEach(installGoogle);

  it('attaches Places Autocomplete to the street box, restricted to addresses in Australia', async () => {
    const page = renderAddressStep();
    const autocomplete = await attached();
    expect(autocomplete.input).toBe(page.field('Street address'));
    expect(autocomplete.options).toEqual({
      types: ['address'],
      componentRestrictions: { country: 'au' },
      fields: ['address_components', 'formatted_address'],
    });
    // Google draws its own suggestions: no built-in list.
    expect(screen.queryByRole('listbox', { name: 'Address suggestions' })).toBeNull();
  });

  it('maps the chosen place per §9: street number and route, locality, state short name, postcode, country', async () => {
    const notify = vi.fn();
    const page = renderAddressStep({ formContext: { notify } });
    (await attached()).choose(PARRAMATTA);

    expect(page.field('Street address').value).toBe('12 Smith Street');
    expect(page.field('Suburb').value).toBe('Parramatta');
    expect(page.shown('State')).toBe('New South Wales');
    expect(page.field('Postcode').value).toBe('2150');
    expect(page.shown('Country')).toBe('Australia');
    expect(page.stored()).toMatchObject({
      StreetAddress: '12 Smith Street',
      AddressSuburb: 'Parramatta',
      AddressState: 'NSW',
      AddressPostcode: '2150',
      AddressCountry: 'AU',
    });
    expect(notify).toHaveBeenCalledWith('12 Smith Street, Parramatta NSW 2150 has been added successfully!', 'success');
  });

  it('writes a unit before the street number, as Australians do', async () => {
    const page = renderAddressStep();
    const components = [component(['subpremise'], '3'), ...(PARRAMATTA.address_components ?? [])];
    (await attached()).choose({ address_components: components });
    await waitFor(() => expect(page.stored()).toMatchObject({ StreetAddress: '3/12 Smith Street' }));
  });

  it('asks to choose from the list when Enter is pressed on text Google did not resolve', async () => {
    const page = renderAddressStep();
    (await attached()).choose({ name: '12 Nowhere' });
    expect(screen.getByRole('status').textContent).toBe(CHOOSE_FROM_LIST);
    // No suburb is stored (the row, with nothing else typed, is not sent at all: formdata withoutEmptyRows).
    expect(page.stored().AddressSuburb ?? null).toBeNull();
  });

  it('searching with nothing entered says so; with text it opens Google’s suggestions; Enter never submits', async () => {
    const notify = vi.fn();
    const page = renderAddressStep({ formContext: { notify } });
    await attached();
    await page.user.click(screen.getByRole('button', { name: 'Search address' }));
    expect(notify).toHaveBeenCalledWith('Please enter an address.', 'error');

    await page.user.type(page.field('Street address'), '12 Smith{Enter}');
    // Enter is Google's to pick a suggestion with: the step was not submitted (no mandatory messages).
    expect(screen.queryByText('This field is mandatory.')).toBeNull();
    await page.user.click(screen.getByRole('button', { name: 'Search address' }));
    expect(trigger).toHaveBeenCalledWith(page.field('Street address'), 'keydown', expect.objectContaining({ keyCode: 40 }));
  });
});

describe('when Google cannot be used', () => {
  /** Catches the Maps script the loader adds to the page instead of fetching it. */
  function catchScript() {
    const scripts: HTMLScriptElement[] = [];
    const append = document.head.append.bind(document.head);
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      for (const node of nodes) {
        if (node instanceof HTMLScriptElement) scripts.push(node);
        else append(node);
      }
    });
    return scripts;
  }

  it('loads the Maps script with the key and the Places library, and searches the built-in list if it fails', async () => {
    const scripts = catchScript();
    const page = renderAddressStep();
    await waitFor(() => expect(scripts).toHaveLength(1));
    const url = new URL(scripts[0].src);
    expect(url.origin + url.pathname).toBe('https://maps.googleapis.com/maps/api/js');
    expect(url.searchParams.get('key')).toBe('test-key');
    expect(url.searchParams.get('libraries')).toBe('places');

    act(() => scripts[0].onerror?.(new Event('error')));
    const box = await screen.findByRole('combobox', { name: 'Street address' });
    await page.user.type(box, 'Parramatta');
    const list = await screen.findByRole('listbox', { name: 'Address suggestions' });
    expect(within(list).getAllByRole('option')[0].textContent).toBe('Parramatta NSW 2150');
  });

  it('falls back to the built-in list when Google refuses the key', async () => {
    const scripts = catchScript();
    const page = renderAddressStep();
    await waitFor(() => expect(scripts).toHaveLength(1));
    installGoogle();
    act(() => testWindow.__portalGoogleMapsReady?.());
    await attached();
    expect(screen.queryByRole('combobox', { name: 'Street address' })).toBeNull();

    act(() => testWindow.gm_authFailure?.());
    const box = await screen.findByRole('combobox', { name: 'Street address' });
    await page.user.type(box, '2000');
    const list = await screen.findByRole('listbox', { name: 'Address suggestions' });
    expect(within(list).getAllByRole('option')[0].textContent).toBe('Barangaroo NSW 2000');
  });
});
