// The lazily loaded part of the offline address search: the locality list and its index, one chunk.
import { parseLocalities } from './au-localities';
import { createLocalitySearch } from './localitySearch';

export const searchLocalities = createLocalitySearch(parseLocalities());
