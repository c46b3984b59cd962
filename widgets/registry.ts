import type { RegistryFieldsType, RegistryWidgetsType, Widget } from '@rjsf/utils';
import BaseInputTemplate from './templates/BaseInputTemplate';
import AddressGroupField from './address/AddressGroupField';
import CheckWidget from './inputs/CheckWidget';
import ComboTextWidget from './inputs/ComboTextWidget';
import { DateWidget, PartialDateWidget } from './inputs/DateWidgets';
import DisplayWidget from './inputs/DisplayWidget';
import RankWidget from './inputs/RankWidget';
import SelectWidget from './inputs/SelectWidget';
import TextareaWidget from './inputs/TextareaWidget';
import YesNoWidget from './inputs/YesNoWidget';
import { deferredWidget, type DeferredWidget } from './deferredWidget';
import { Markdown } from './templates/DescriptionFieldTemplate';
import { ErrorListTemplate, FallbackField, OptionalDataControlsTemplate, STANDARD_WIDGETS, WrapIfAdditionalTemplate } from './inputs/standardDeferred';

/** The large widgets few forms show: their code loads when a form draws one (deferredWidget.tsx). */
export const SignatureWidget = deferredWidget(() =>
  // With its pad's code, which the widget fetches apart (SignatureWidget.tsx): here when the form draws it.
  import('./inputs/SignatureWidget').then(async (module) => {
    await module.preloadSignaturePad();
    return module;
  }),
);
export const DocumentWidget = deferredWidget(() => import('./inputs/DocumentWidget'));
export const SelfieWidget = deferredWidget(() => import('./inputs/SelfieWidget'));
export const AddressWidget = deferredWidget(() => import('./inputs/AddressWidget'));

/** Loads every deferred widget's code (tests, and pages that want them all at hand). */
export function preloadDeferredWidgets(): Promise<void> {
  return Promise.all([SignatureWidget, DocumentWidget, SelfieWidget, AddressWidget, ...Object.values(STANDARD_WIDGETS), ...[WrapIfAdditionalTemplate, OptionalDataControlsTemplate, FallbackField, ErrorListTemplate, Markdown].map((deferred) => deferred as unknown as DeferredWidget)].map((widget) => widget.preload())).then(() => {});
}

/**
 * Every widget a uiSchema can name with `"ui:widget": "<name>"`, so a uiSchema stays plain JSON a server can send.
 * `text` and `hidden` are rjsf's own widgets (rendered through this theme's BaseInputTemplate and FieldTemplate);
 * `email`, `password`, `radio`, `checkbox`... also remain available from rjsf.
 *
 * `address` is the address search box (Google Places with VITE_GOOGLE_MAPS_API_KEY, else the built-in list of
 * Australian localities); it fills its block through the `addressGroup` field below.
 * `document` and `selfie` upload through `formContext.uploadDocument` (see upload/widgetUpload.ts). A name that is
 * not registered renders a developer error in place of the field (FieldTemplate).
 *
 * A module constant: rjsf compares registries deeply on every update, and a stable object short-circuits that.
 */
export const engineWidgets: RegistryWidgetsType = {
  // rjsf's TextWidget only hands its props on to BaseInputTemplate: naming the template itself saves a component
  // for every text field of a step. `text` is the name rjsf gives a string without `ui:widget`: registered, it is
  // found as it is, without the wrapper rjsf puts around widgets it maps by type (widgets/fields/StringProperty.tsx).
  text: BaseInputTemplate as Widget,
  TextWidget: BaseInputTemplate as Widget,
  textarea: TextareaWidget,
  TextareaWidget,
  select: SelectWidget,
  SelectWidget,
  comboText: ComboTextWidget,
  yesNo: YesNoWidget,
  check: CheckWidget,
  rank: RankWidget,
  date: DateWidget,
  partialDate: PartialDateWidget,
  display: DisplayWidget,
  signature: SignatureWidget,
  document: DocumentWidget,
  selfie: SelfieWidget,
  address: AddressWidget,
  // By the names rjsf maps its widget names and types to (getWidget): `radio`, a boolean, `format: data-url`...
  ...STANDARD_WIDGETS,
};

export type EngineWidgetName = keyof typeof engineWidgets;

/**
 * Fields a uiSchema can name with `"ui:field": "<name>"`. `addressGroup` (put by the engine on a block item or section
 * holding an `address` widget) renders the object as usual and lets the address search fill its sibling fields.
 */
export const engineFields: RegistryFieldsType = {
  addressGroup: AddressGroupField,
};
