// Where the designer's pages are, and how a form's kind is named to operators.
import type { FormKind } from './fields';

export const FORMS_PATH = '/admin/backoffice/forms';

/** A form's editor: its key (a tab's TabName has spaces) is one path segment. */
export const editorPath = (formKey: string) => `${FORMS_PATH}/${encodeURIComponent(formKey)}`;

export const KIND_LABELS: Record<FormKind, string> = {
  'application-tab': 'Application step',
  'reference-template': 'Reference questionnaire',
};
