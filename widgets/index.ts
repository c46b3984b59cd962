export { EngineForm } from './EngineForm';
export type { EngineFormContext, EngineFormData, EngineFormHandle, EngineFormProps } from './EngineForm';
export { engineTheme, ThemedForm } from './theme';
export { engineWidgets } from './registry';
export type { EngineWidgetName } from './registry';
export type { UploadSignature } from './inputs/SignatureWidget';
export { loadLocalForm } from './loadLocalForm';
export type { LocalForm } from './loadLocalForm';
