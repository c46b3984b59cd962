// The Help Center's content and search (src/features/help/faq.ts): every topic of portal §2 is there with real
// content, the working-with-children links of every state and territory are official https sites, and the search
// keeps the questions holding every word typed.
import { describe, expect, it } from 'vitest';
import { FAQ_SECTIONS, filterFaq } from '../../src/features/help/faq';

const questionsOf = (sections: ReturnType<typeof filterFaq>) => sections.flatMap((s) => s.items.map((i) => i.question));

describe('the Help Center content', () => {
  it('covers every topic of the spec, each question with an answer, ids unique', () => {
    expect(FAQ_SECTIONS.map((s) => s.title)).toEqual([
      'Background checks',
      'Police checks',
      'Visa entitlement checks',
      'Credit scores and credit reports',
      'Identity theft',
      'Data storage and retention',
      'Cookies and marketing',
    ]);
    const ids = FAQ_SECTIONS.flatMap((s) => s.items.map((i) => i.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const item of FAQ_SECTIONS.flatMap((s) => s.items)) expect(item.answer.length, item.question).toBeGreaterThan(0);
  });

  it('links the working-with-children check of all eight states and territories, over https', () => {
    const wwcc = FAQ_SECTIONS.flatMap((s) => s.items).find((i) => i.question.includes('Working with Children'))!;
    const links = wwcc.answer.flatMap((block) => (typeof block === 'object' && 'links' in block ? block.links : []));
    expect(links.map((l) => l.label.split(':')[0])).toEqual(['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT']);
    for (const link of links) expect(link.href, link.label).toMatch(/^https:\/\/[a-z.]+\.(gov\.au|nt\.gov\.au)(\/|$)/);
  });
});

describe('the Help Center search', () => {
  it('keeps every question for an empty search, and filters by every word, in any case', () => {
    expect(filterFaq(FAQ_SECTIONS, '  ')).toHaveLength(FAQ_SECTIONS.length);
    expect(questionsOf(filterFaq(FAQ_SECTIONS, 'idcare'))).toEqual(['I think my identity has been stolen. What should I do?']);
    expect(questionsOf(filterFaq(FAQ_SECTIONS, 'Group A photo'))).toEqual(['Which documents do I need for a credit report?']);
    // A word of a list or a link label is found too.
    expect(questionsOf(filterFaq(FAQ_SECTIONS, 'blue card'))).toEqual(['Do I also need a Working with Children Check?']);
    expect(filterFaq(FAQ_SECTIONS, 'quantum entanglement')).toEqual([]);
  });
});
