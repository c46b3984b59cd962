// Help Center, /admin/faq (individuals) and /admin/faqclient (clients) (portal §2): the questions of content/faq.json
// as accordions by topic, and a search box that filters them (matching questions open by themselves).
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { Accordion } from 'radix-ui';
import { Box, Card, Flex, Heading, Link, Text, TextField } from '@radix-ui/themes';
import { ChevronDownIcon, ExternalLinkIcon } from '@radix-ui/react-icons';
import { PageHeader } from '../../app/PageHeader';
import { FAQ_SECTIONS, filterFaq, NO_QUESTIONS_MATCH, type AnswerBlock, type FaqSection } from './faq';
import './help.css';

function Answer({ blocks }: { blocks: AnswerBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        if (typeof block === 'string') {
          return (
            <Text as="p" size="2" key={index}>
              {block}
            </Text>
          );
        }
        if ('list' in block) {
          return (
            <ul key={index} className="help-list">
              {block.list.map((entry) => (
                <li key={entry}>
                  <Text size="2">{entry}</Text>
                </li>
              ))}
            </ul>
          );
        }
        return (
          <ul key={index} className="help-list help-links">
            {block.links.map((link) => (
              <li key={link.href}>
                <Link size="2" href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}
                  <ExternalLinkIcon aria-label="(opens in a new tab)" className="help-external" />
                </Link>
              </li>
            ))}
          </ul>
        );
      })}
    </>
  );
}

function Section({ section, open, onOpenChange }: { section: FaqSection; open: string[]; onOpenChange(value: string[]): void }) {
  const headingId = useId();
  return (
    <Card size={{ initial: '2', sm: '3' }} asChild>
      <section aria-labelledby={headingId}>
        <Heading as="h2" size="4" mb="2" id={headingId}>
          {section.title}
        </Heading>
        <Accordion.Root type="multiple" value={open} onValueChange={onOpenChange} className="help-accordion">
          {section.items.map((item) => (
            <Accordion.Item key={item.id} value={item.id} className="help-item">
              <Accordion.Header asChild>
                <h3 className="help-item-header">
                  <Accordion.Trigger className="help-trigger">
                    <span>{item.question}</span>
                    <ChevronDownIcon className="help-chevron" aria-hidden="true" />
                  </Accordion.Trigger>
                </h3>
              </Accordion.Header>
              <Accordion.Content className="help-content">
                <Answer blocks={item.answer} />
              </Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </section>
    </Card>
  );
}

export function HelpPage() {
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const [opened, setOpened] = useState<string[]>([]);
  const sections = useMemo(() => filterFaq(FAQ_SECTIONS, deferred), [deferred]);
  const searching = deferred.trim() !== '';
  // While searching, every question that matches is open; the reader's own choices come back when the box is empty.
  const matched = useMemo(() => sections.flatMap((section) => section.items.map((item) => item.id)), [sections]);
  const [searchOpened, setSearchOpened] = useState<string[] | null>(null);
  const open = searching ? (searchOpened ?? matched) : opened;
  const questionCount = sections.reduce((sum, section) => sum + section.items.length, 0);

  return (
    <>
      <PageHeader title="Help Center" description="Answers about background checks, your documents and your data." />
      <Box mb="4" maxWidth="520px">
        <TextField.Root
          size="3"
          type="search"
          placeholder="Search the questions"
          aria-label="Search the questions"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setSearchOpened(null);
          }}
        />
        <Text as="p" size="1" color="gray" mt="1" role="status">
          {searching ? `${questionCount} question${questionCount === 1 ? '' : 's'} found` : ''}
        </Text>
      </Box>
      {sections.length === 0 ? (
        <Card>
          <Text as="p" color="gray">
            {NO_QUESTIONS_MATCH}
          </Text>
        </Card>
      ) : (
        <Flex direction="column" gap="4">
          {sections.map((section) => (
            <Section
              key={section.id}
              section={section}
              open={open}
              onOpenChange={(value) => {
                // The section's own values replace its part of the open list; other sections keep theirs.
                const own = new Set(section.items.map((item) => item.id));
                const others = open.filter((v) => !own.has(v));
                const next = [...others, ...value];
                if (searching) setSearchOpened(next);
                else setOpened(next);
              }}
            />
          ))}
        </Flex>
      )}
    </>
  );
}

export default HelpPage;
