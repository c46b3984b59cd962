// Shapes shared by the engine, the widgets and the server. Field names follow the spec
// (order-and-application §3 "Dynamic form field", portal §3 "References form field") exactly,
// because they travel over the API unchanged.

/** One choice of a combo field. The value sent back is MappingValue when given, otherwise LookUpValue. */
export interface ComboElement {
  LookUpValue: string;
  MappingValue?: string | null;
}

export type DynamicFieldType =
  | 'text'
  | 'text/date'
  | 'combo'
  | 'combo+text'
  | 'radio/check'
  | 'custom'
  | 'Document';

/** How a text/date field is entered: a full date, or a month and year. */
export type DateFormat = 'YYYY-MM-DD' | 'YYYY-MM';

/** A server field definition of an application tab or of the edit screen. */
export interface DynamicField {
  FieldID: string;
  FieldName: string;
  FieldType: DynamicFieldType;
  IsCompulsory: 'Yes' | 'No';
  /** Current value as stored by the server (dates YYYY-MM-DD or YYYY-MM). */
  TableValue: string | null;
  /** Row id for repeatable blocks; new rows get temporary negative ids (-1, -2, ...). */
  TableID?: number | null;
  /** Set for repeatable blocks: 'ops.ApplicantDocs', 'ops.ApplicantEmploymentHis', 'ops.ApplicantEducation', ... */
  TableLocation?: string | null;
  /** FieldID of the field whose value shows this field: shown and required only while that field is ParentValue. */
  ParentField?: string | null;
  /** The ParentField's value that reveals this field; 'Y' when absent (a Y/N parent, the rule of every seeded field). */
  ParentValue?: string | null;
  PortalSection?: string | null;
  FormSection?: string | null;
  ComboCategory?: string | null;
  ComboElements?: ComboElement[] | null;
  /** For FieldType 'custom': the registered widget name (e.g. 'address', 'signature', 'selfie'). */
  CustomWidget?: string | null;
  /** Optional help text shown under the field. */
  HelpText?: string | null;
  /** text/date only: 'YYYY-MM' edits a month and year (partial date); absent keeps PARTIAL_DATE_FIELDS (fields.ts). */
  DateFormat?: DateFormat | null;
  /** text only: the fewest characters (TEXT_MIN_LENGTH when absent; 0 for none) and the most (none when absent). */
  MinLength?: number | null;
  MaxLength?: number | null;
  /** Choice fields: the FieldID (outside block lists) that a newly chosen option's MappingValue is written into. */
  FillsField?: string | null;
  /** 'Y': this field's value relabels the step's fields through POST /utilities/check_type_files. */
  RelabelsFields?: 'Y' | null;
  items?: unknown;
}

/** The same list sent back to the server with the user's values in TableValue. */
export type TableContent = DynamicField[];

/** What a server reads of a sent TableContent entry: the rules always come from its own definitions. */
export type SubmittedField = Pick<DynamicField, 'FieldID' | 'TableID' | 'TableLocation'> & { TableValue?: string | null };

export type ReferenceSectionType = 'Section title' | 'Instructions' | 'Information' | 'Verification';
export type ReferenceFieldType = 'text' | 'check' | 'rank' | 'yes/no';

/** One entry of the public references form (portal §3). */
export interface ReferenceField {
  SectionType: ReferenceSectionType;
  FieldType: ReferenceFieldType;
  FieldName: string;
  FieldLabel: string;
  FieldValue: string | null;
  Sort: number;
  NewFieldValue?: string | null;
  error?: boolean;
}

/** What the engine hands to the renderer: plain JSON, so a server could send it too. */
export interface FormConfig {
  schema: Record<string, unknown>;
  uiSchema: Record<string, unknown>;
  formData: Record<string, unknown>;
}
