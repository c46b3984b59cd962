// The Help Center's questions (portal §2 "Help Center / FAQ"), kept as content in content/faq.json so the team edits
// words without touching components, and the search that filters them.
import faq from './content/faq.json';

/** A paragraph, a bulleted list, or a list of official links (opened in a new tab). */
export type AnswerBlock = string | { list: string[] } | { links: Array<{ label: string; href: string }> };

export interface FaqItem {
  /** Stable across searches: the section's id and the question's place in it. */
  id: string;
  question: string;
  answer: AnswerBlock[];
}

export interface FaqSection {
  id: string;
  title: string;
  items: FaqItem[];
}

type StoredSection = Omit<FaqSection, 'items'> & { items: Array<Omit<FaqItem, 'id'>> };

export const FAQ_SECTIONS: readonly FaqSection[] = (faq as { sections: StoredSection[] }).sections.map((section) => ({
  ...section,
  items: section.items.map((item, index) => ({ ...item, id: `${section.id}-${index}` })),
}));

/** Shown when the search matches no question. */
export const NO_QUESTIONS_MATCH = 'No questions match';

function blockText(block: AnswerBlock): string {
  if (typeof block === 'string') return block;
  if ('list' in block) return block.list.join(' ');
  return block.links.map((link) => link.label).join(' ');
}

const normalise = (text: string) => text.toLocaleLowerCase('en-AU').replace(/\s+/g, ' ');

/**
 * The sections holding questions whose question, answer or section title contains every word of the search
 * (case-insensitive); an empty search keeps everything.
 */
export function filterFaq(sections: readonly FaqSection[], search: string): FaqSection[] {
  const words = normalise(search).split(' ').filter(Boolean);
  if (words.length === 0) return [...sections];
  return sections
    .map((section) => ({
      ...section,
      items: section.items.filter((item) => {
        const haystack = normalise([section.title, item.question, ...item.answer.map(blockText)].join(' '));
        return words.every((word) => haystack.includes(word));
      }),
    }))
    .filter((section) => section.items.length > 0);
}
