// The engine's own corpus of JSON Schemas (issue 33): one file per thing rjsf draws that the engine must draw as well
// (string formats, recursive $ref, draft 2020-12, schemas without a type, every standard widget, unknown widget
// names, oneOf/anyOf branches, optional data, markdown descriptions, untitled groups, ISO and DD/MM/YYYY dates).
// Each file holds the schema, its uiSchema, data it must accept and data it must refuse. Read by the engine test of
// the precompiled validators, the component test drawing each through EngineForm, and the e2e test with axe.
import type { RJSFSchema, UiSchema } from '@rjsf/utils';

export interface CorpusEntry {
  /** What the schema covers. */
  title: string;
  schema: RJSFSchema;
  uiSchema?: UiSchema;
  valid: Record<string, unknown>[];
  invalid: Record<string, unknown>[];
}

const files = import.meta.glob<CorpusEntry>('./*.json', { import: 'default', eager: true });

/** The corpus by name (the file's name without `.json`). */
export const CORPUS: Readonly<Record<string, CorpusEntry>> = Object.fromEntries(
  Object.entries(files).map(([file, entry]) => [file.replace(/^\.\/(.*)\.json$/, '$1'), entry]),
);
