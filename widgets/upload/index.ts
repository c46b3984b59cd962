// File managers shared by the identity step and the document / selfie widgets. They take an `upload` function
// and know no API, so the same modal serves the application, the edit screen and any engine form.
export { FileManagerDialog, type FileManagerDialogProps } from './FileManagerDialog';
export { SelfieDialog, SELFIE_FILE_NAME, type SelfieDialogProps } from './SelfieDialog';
export { FILE_MESSAGES, MAX_UPLOAD_BYTES, acceptFor, fileProblem, isPdf, sizeText, type FilePurpose } from './fileRules';
export { useObjectUrl } from './useObjectUrl';
export type { UploadFile } from './useUploadFlow';
