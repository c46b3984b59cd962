// The lazily loaded part of the offline address search: the locality list and its index, one chunk.
import packed from './au-localities.json';
import { parseLocalities } from './localities';
import { createLocalitySearch } from './localitySearch';

export const searchLocalities = createLocalitySearch(parseLocalities(packed));
