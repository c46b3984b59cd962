// The address search box in an Address Details block, without a Google key: the built-in list of Australian localities,
// keyboard selection, filling the block's fields, the spec's two messages, and manual entry.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { ADDRESS_REQUIRED } from '../../widgets/address/messages';
import { firstBlock, renderAddressStep } from './address-harness';

const MANDATORY = 'This field is mandatory.';

/** Options of the open suggestion list, once the lazily loaded list answered. */
async function suggestions() {
  const list = await screen.findByRole('listbox', { name: 'Address suggestions' });
  return within(list).getAllByRole('option');
}

describe('the offline address search', () => {
  it('finds a suburb by name and fills street, suburb, state, postcode and country of the block', async () => {
    const page = renderAddressStep();
    await page.user.type(page.search(), 'Parramatta');
    const options = await suggestions();
    expect(options[0].textContent).toBe('Parramatta NSW 2150');
    await page.user.click(options[0]);

    expect(page.field('Suburb').value).toBe('Parramatta');
    expect(page.field('Postcode').value).toBe('2150');
    // Australia makes the state a dropdown, showing the short name's entry.
    expect(page.shown('State')).toBe('New South Wales');
    expect(page.shown('Country')).toBe('Australia');
    expect(page.search().value).toBe('');
    expect(screen.queryByRole('listbox', { name: 'Address suggestions' })).toBeNull();
    expect(page.stored()).toMatchObject({
      AddressSuburb: 'Parramatta',
      AddressState: 'NSW',
      AddressPostcode: '2150',
      AddressCountry: 'AU',
      // Only the suburb was searched: the new block's street stays empty for the applicant to type.
      StreetAddress: null,
    });
  });

  it('keeps the street typed before the suburb, and finds localities by postcode', async () => {
    const page = renderAddressStep();
    await page.user.type(page.search(), '12 Smith St, 3000');
    const options = await suggestions();
    expect(options.map((o) => o.textContent)).toEqual(['12 Smith St, Melbourne VIC 3000']);
    await page.user.click(options[0]);

    expect(page.search().value).toBe('12 Smith St');
    expect(page.stored()).toMatchObject({
      StreetAddress: '12 Smith St',
      AddressSuburb: 'Melbourne',
      AddressState: 'VIC',
      AddressPostcode: '3000',
      AddressCountry: 'AU',
    });
  });

  it('is a combobox: arrow keys move through the suggestions, Enter picks one, Escape closes the list', async () => {
    const page = renderAddressStep();
    const box = page.search();
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await page.user.type(box, '7 Lee Rd, 2150');
    const options = await suggestions();
    expect(options.map((o) => o.textContent)).toEqual(['7 Lee Rd, Harris Park NSW 2150', '7 Lee Rd, Parramatta NSW 2150']);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(box.getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id);
    expect(box.getAttribute('aria-activedescendant')).toBeNull();

    await page.user.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0].id);
    expect(options[0].getAttribute('aria-selected')).toBe('true');
    await page.user.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1].id);
    await page.user.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0].id);
    await page.user.keyboard('{ArrowUp}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1].id);

    await page.user.keyboard('{Escape}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox', { name: 'Address suggestions' })).toBeNull();

    // ArrowDown opens the list again on the first suggestion; Enter picks the highlighted one.
    await page.user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(page.stored()).toMatchObject({ StreetAddress: '7 Lee Rd', AddressSuburb: 'Parramatta', AddressPostcode: '2150' });
    expect(document.activeElement).toBe(box);
  });

  it('says "Please enter an address." when searching with nothing entered', async () => {
    const page = renderAddressStep();
    await page.user.click(screen.getByRole('button', { name: 'Search address' }));
    expect(screen.getByRole('alert').textContent).toBe(ADDRESS_REQUIRED);
    expect(document.activeElement).toBe(page.search());
    // Enter in the empty box searches too, and does not submit the step.
    const notify = vi.fn();
    page.unmount();
    const again = renderAddressStep({ formContext: { notify } });
    await again.user.type(again.search(), '{Enter}');
    expect(notify).toHaveBeenCalledWith('Please enter an address.', 'error');
    expect(screen.queryByText(MANDATORY)).toBeNull();
  });

  it('notifies "{address} has been added successfully!" when an address is picked', async () => {
    const notify = vi.fn();
    const page = renderAddressStep({ formContext: { notify } });
    await page.user.type(page.search(), '12 Smith St, Parramatta');
    await page.user.click((await suggestions())[0]);
    expect(notify).toHaveBeenCalledWith('12 Smith St, Parramatta NSW 2150 has been added successfully!', 'success');

    // Without the page's notices the box says it itself.
    page.unmount();
    const plain = renderAddressStep();
    await plain.user.type(plain.search(), 'Glenelg');
    await plain.user.click((await suggestions())[0]);
    expect(screen.getByRole('status').textContent).toBe('Glenelg SA 5045 has been added successfully!');
  });

  it('the Search button opens the suggestions, or says nothing matched', async () => {
    const page = renderAddressStep();
    await page.user.type(page.search(), 'Fremantle');
    await page.user.keyboard('{Escape}');
    await page.user.click(screen.getByRole('button', { name: 'Search address' }));
    expect((await suggestions())[0].textContent).toBe('Fremantle WA 6160');

    await page.user.clear(page.search());
    await page.user.type(page.search(), 'Qwertyville');
    await page.user.click(screen.getByRole('button', { name: 'Search address' }));
    expect(screen.getByRole('status').textContent).toContain('No suburb or postcode matches “Qwertyville”');
  });

  it('keeps an address typed by hand: the fields stay editable and nothing is overwritten', async () => {
    const page = renderAddressStep();
    await page.user.type(page.search(), '1 Outback Track');
    await page.user.tab();
    await page.user.type(page.field('Suburb'), 'Nowhere Creek');
    await page.user.type(page.field('Postcode'), '0872');
    await page.user.selectOptions(page.select('Country'), 'Australia');
    await page.user.selectOptions(page.select('State'), 'Northern Territory');
    await page.user.tab();
    await waitFor(() =>
      expect(page.stored()).toMatchObject({
        StreetAddress: '1 Outback Track',
        AddressSuburb: 'Nowhere Creek',
        AddressPostcode: '0872',
        AddressState: 'NT',
        AddressCountry: 'AU',
      }),
    );

    // A picked address can be corrected by hand afterwards.
    await page.user.clear(page.search());
    await page.user.type(page.search(), '9 Beach Rd, Bondi Beach');
    await page.user.click((await suggestions())[0]);
    await page.user.clear(page.field('Postcode'));
    await page.user.type(page.field('Postcode'), '2030');
    await page.user.tab();
    await waitFor(() => expect(page.stored()).toMatchObject({ AddressSuburb: 'Bondi Beach', AddressPostcode: '2030' }));
  });

  it('never overwrites typing unseen: a pick that replaces a value says which, and Undo puts it back (issue 16)', async () => {
    const page = renderAddressStep();
    await page.user.type(page.field('Suburb'), 'Ryde');
    await page.user.tab();
    await page.user.type(page.search(), '12 Smith St, Parramatta');
    await page.user.click((await suggestions())[0]);
    const said = await screen.findByText(/has been added\. It replaced /);
    expect(said.textContent).toContain('“Ryde”');
    expect(page.field('Suburb').value).toBe('Parramatta');

    await page.user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(page.field('Suburb').value).toBe('Ryde'));
    expect(page.search().value).toBe('12 Smith St, Parramatta');
    expect(screen.queryByText(/It replaced/)).toBeNull();
  });

  it('closes the list when the box loses the focus, so a tap elsewhere never picks a suggestion', async () => {
    const page = renderAddressStep();
    await page.user.type(page.search(), 'Parramatta');
    expect((await suggestions()).length).toBeGreaterThan(0);
    await page.user.click(page.field('Suburb'));
    await waitFor(() => expect(screen.queryByRole('listbox', { name: 'Address suggestions' })).toBeNull());
    expect(page.field('Suburb').value).toBe('');
  });

  it('clears the mandatory messages of the fields a pick fills, and leaves the others', async () => {
    const page = renderAddressStep();
    await page.user.click(screen.getByRole('button', { name: 'NEXT' }));
    expect(screen.getAllByText(MANDATORY)).toHaveLength(6);

    await page.user.type(page.search(), 'Kingston ACT');
    // Typing gave the street box a value: its message went at once, as for any field.
    expect(screen.getAllByText(MANDATORY)).toHaveLength(5);
    await page.user.click((await suggestions())[0]);
    expect(page.stored()).toMatchObject({ AddressSuburb: 'Kingston', AddressState: 'ACT', AddressPostcode: '2604' });
    // Suburb, state, postcode and country were filled; the address type was not and keeps its message.
    expect(screen.getAllByText(MANDATORY)).toHaveLength(1);
    expect(page.select('Address type').getAttribute('aria-invalid')).toBe('true');
    expect(page.field('Suburb').getAttribute('aria-invalid')).toBeNull();
  });

  it('the state is a dropdown only for Australia and is cleared when the country changes', async () => {
    const page = renderAddressStep();
    // No country yet: the state is free text.
    expect(page.field('State')).toBeTruthy();
    await page.user.type(page.search(), 'Hobart');
    await page.user.click((await suggestions())[0]);
    expect(page.shown('State')).toBe('Tasmania');

    await page.user.selectOptions(page.select('Country'), 'New Zealand');
    await waitFor(() => expect(page.field('State').value).toBe(''));
    expect(firstBlock(page.data())).toMatchObject({ AddressCountry: 'NZ', AddressSuburb: 'Hobart' });
    expect(firstBlock(page.data()).AddressState).toBeUndefined();
  });
});
