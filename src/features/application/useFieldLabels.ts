// The relabelling of a step's fields (order-and-application §4): the value of the field whose definition says
// RelabelsFields 'Y' (the engine's form.relabelValue; CheckType in the seeded Additional Details) is sent to
// POST /utilities/check_type_files, on load as on change, and the answer renames fields by FieldID; "labels are
// restored if there are none".
import { useEffect, useState } from 'react';
import type { ReplyOf } from '../../../schemas/api';
import { api } from '../../app/api';

type FieldLabel = ReplyOf<'POST /utilities/check_type_files'>[number];

const NO_LABELS: Record<string, string> = {};

/** check_type_files answer -> label overrides by FieldID (none: the original labels come back). */
export function labelsFrom(list: unknown): Record<string, string> {
  const labels: Record<string, string> = {};
  if (!Array.isArray(list)) return labels;
  for (const item of list as Partial<FieldLabel>[]) {
    if (typeof item?.FieldID === 'string' && typeof item.FieldLabel === 'string' && item.FieldLabel.trim() !== '') {
      labels[item.FieldID] = item.FieldLabel;
    }
  }
  return labels;
}

/** The labels the relabelling value gives the step's fields; none while it is undefined. */
export function useFieldLabels(orderId: number, value: string | undefined): Record<string, string> {
  const [labels, setLabels] = useState(NO_LABELS);
  useEffect(() => {
    if (value === undefined) {
      setLabels(NO_LABELS);
      return;
    }
    const controller = new AbortController();
    api
      .call('POST /utilities/check_type_files', { body: { orderID: orderId, checkType: value } }, { signal: controller.signal })
      .then((list) => setLabels(labelsFrom(list)))
      .catch(() => {
        // Without the labels the original ones stay: the form remains fully usable.
        if (!controller.signal.aborted) setLabels(NO_LABELS);
      });
    return () => controller.abort();
  }, [orderId, value]);
  return labels;
}
