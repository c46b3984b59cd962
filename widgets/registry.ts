import type { RegistryWidgetsType } from '@rjsf/utils';
import CheckWidget from './inputs/CheckWidget';
import ComboTextWidget from './inputs/ComboTextWidget';
import { DateWidget, PartialDateWidget } from './inputs/DateWidgets';
import DisplayWidget from './inputs/DisplayWidget';
import RankWidget from './inputs/RankWidget';
import SelectWidget from './inputs/SelectWidget';
import SignatureWidget from './inputs/SignatureWidget';
import TextareaWidget from './inputs/TextareaWidget';
import YesNoWidget from './inputs/YesNoWidget';

/**
 * Every widget a uiSchema can name with `"ui:widget": "<name>"`, so a uiSchema stays plain JSON a server can send.
 * `text` and `hidden` are rjsf's own widgets (rendered through this theme's BaseInputTemplate and FieldTemplate);
 * `email`, `password`, `radio`, `checkbox`... also remain available from rjsf.
 *
 * `address`, `document` and `selfie` come with their server support in a later issue: they are deliberately NOT
 * registered, and naming one renders a developer error in place of the field (FieldTemplate).
 *
 * A module constant: rjsf compares registries deeply on every update, and a stable object short-circuits that.
 */
export const engineWidgets: RegistryWidgetsType = {
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
};

export type EngineWidgetName = keyof typeof engineWidgets;
