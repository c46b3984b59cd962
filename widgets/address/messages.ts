// The address search's texts. The first two are the spec's (order-and-application §8: "Address search with nothing
// entered: 'Please enter an address.' Success: '{address} has been added successfully!'"); the others are ours.

export const ADDRESS_REQUIRED = 'Please enter an address.';

export function addressAdded(address: string): string {
  return `${address} has been added successfully!`;
}

/** The search found no suburb or postcode for the text. */
export function noAddressMatch(text: string): string {
  return `No suburb or postcode matches “${text}”. Check the spelling, or fill in the address fields yourself.`;
}

/** Google answered Enter on text that is not one of its suggestions. */
export const CHOOSE_FROM_LIST = 'Please choose an address from the list, or fill in the address fields yourself.';

export const SEARCH_PLACEHOLDER = 'Start typing, e.g. 12 Smith St, Parramatta';
export const SEARCH_BUTTON_LABEL = 'Search address';
export const SUGGESTIONS_LABEL = 'Address suggestions';

/** A pick changed what the user had typed: the address is in, and each value it replaced is named (with Undo beside). */
export function addressReplaced(address: string, replaced: readonly string[]): string {
  return `${address} has been added. It replaced ${replaced.join(', ')}.`;
}

export const UNDO_PICK_LABEL = 'Undo';
