import { createContext } from 'react';
import type { PickedAddress } from '../../src/engine';

/**
 * What an address group (the `addressGroup` field around a block item or section) offers the address widget inside
 * it: filling the sibling fields of the object with a picked address in one change.
 */
export interface AddressGroup {
  /**
   * Fills the object's address fields; answers what it replaced (each a field's label and the value it held, for the
   * user to see) and how to put the object back as it was.
   */
  fill(picked: PickedAddress): { replaced: string[]; undo(): void };
}

/** Null outside an address group: the widget then stores the whole address as its own value. */
export const AddressGroupContext = createContext<AddressGroup | null>(null);
