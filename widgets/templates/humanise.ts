/**
 * A heading for a group that has no title, from its property name: `current_employer` and `currentEmployer` become
 * "Current employer". Undefined for an array item (a number) or the root.
 */
export const humanise = (name: string | number | undefined): string | undefined =>
  typeof name === 'string' && name
    ? name.charAt(0).toUpperCase() + name.slice(1).replace(/[_-]+|([a-z\d])(?=[A-Z])/g, '$1 ').toLowerCase().trim()
    : undefined;
