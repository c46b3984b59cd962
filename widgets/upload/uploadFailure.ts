// Apart from useUploadFlow so the signature widget says an upload failure the same way without the file rules.

/** The words for a failed upload (of a file or a signature): the error's own message, else the catalogue's. */
export function uploadFailureText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Error. Please try later.';
}
