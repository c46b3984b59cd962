// Modules made by scripts/vite-precompiled-validators.ts.
declare module 'virtual:local-form-validators' {
  /** Lazy imports of the local forms' compiled validator modules, by rjsf hashForSchema of each form's schema. */
  const validators: Record<string, () => Promise<unknown>>;
  export default validators;
}

declare module 'virtual:local-form-validator-keys' {
  /** The keys of virtual:local-form-validators alone: which schemas are local forms. */
  const keys: ReadonlySet<string>;
  export default keys;
}
