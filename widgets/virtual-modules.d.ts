// Modules made by scripts/vite-precompiled-validators.ts.
declare module 'virtual:local-form-validators' {
  /** Lazy imports of the local forms' compiled validator modules, by rjsf hashForSchema of each form's schema. */
  const validators: Record<string, () => Promise<unknown>>;
  export default validators;
}
