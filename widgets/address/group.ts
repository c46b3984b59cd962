import { createContext } from 'react';
import type { PickedAddress } from '../../src/engine';

/**
 * What an address group (the `addressGroup` field around a block item or section) offers the address widget inside
 * it: filling the sibling fields of the object with a picked address in one change.
 */
export interface AddressGroup {
  fill(picked: PickedAddress): void;
}

/** Null outside an address group: the widget then stores the whole address as its own value. */
export const AddressGroupContext = createContext<AddressGroup | null>(null);
