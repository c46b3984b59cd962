import { createContext } from 'react';
import { getUiOptions, type RJSFSchema, type UiSchema } from '@rjsf/utils';

/**
 * `ui:options` of a repeatable block (uiSchema contract): an array whose items are each drawn in a bordered card
 * with a Remove button, and an add button below.
 */
export interface BlockOptions {
  addLabel: string;
  removeLabel: string;
  /** False: the first item has no Remove button. */
  firstRemovable: boolean;
  minItems: number;
  maxItems: number | undefined;
  minMessage: string;
  maxMessage: string;
}

function asCount(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;
}

/** Null when the array is not a block. Limits come from ui:options, else from the schema's minItems / maxItems. */
export function readBlockOptions(schema: RJSFSchema, uiSchema: UiSchema | undefined): BlockOptions | null {
  const options = getUiOptions(uiSchema);
  if (options.block !== true) return null;
  const minItems = asCount(options.minItems) ?? asCount(schema.minItems) ?? 0;
  const maxItems = asCount(options.maxItems) ?? asCount(schema.maxItems);
  return {
    addLabel: typeof options.addLabel === 'string' ? options.addLabel : 'Add',
    removeLabel: typeof options.removeLabel === 'string' ? options.removeLabel : 'Remove',
    firstRemovable: options.firstRemovable !== false,
    minItems,
    maxItems,
    minMessage: typeof options.minMessage === 'string' ? options.minMessage : `You must have at least ${minItems}.`,
    maxMessage: typeof options.maxMessage === 'string' ? options.maxMessage : `You can only add up to ${maxItems}.`,
  };
}

/** What a block's items need from the block: its options and a guarded remove. */
export interface BlockContextValue {
  options: BlockOptions;
  /** Removes the item unless that would go below the minimum, in which case the block shows minMessage. */
  requestRemove(remove: () => void): void;
}

export const BlockContext = createContext<BlockContextValue | null>(null);
