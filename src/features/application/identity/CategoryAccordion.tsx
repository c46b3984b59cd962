// The document categories as accordions (order-and-application §2.3): each with its status and colour (GREEN once
// complete, ORANGE while pending), its documents and, per document, SELECT, UPLOAD or a disabled UPLOADED.
import { useState } from 'react';
import { Accordion } from 'radix-ui';
import { Badge, Button, Text } from '@radix-ui/themes';
import { CheckIcon, ChevronDownIcon, UploadIcon } from '@radix-ui/react-icons';
import type { CategoryView, DocumentView } from './identityModel';

export interface CategoryAccordionProps {
  categories: CategoryView[];
  onSelect(doc: DocumentView): void;
  onUpload(doc: DocumentView): void;
}

export const categoryBadgeColor = (color: CategoryView['color']) => (color === 'GREEN' ? 'green' : 'orange');

function DocumentButton({ doc, onSelect, onUpload }: { doc: DocumentView } & Omit<CategoryAccordionProps, 'categories'>) {
  if (doc.button === 'UPLOADED') {
    return (
      <Button type="button" size="3" variant="soft" color="green" disabled className="identity-doc-button" aria-label={`UPLOADED ${doc.DocName}`}>
        <CheckIcon aria-hidden="true" /> UPLOADED
      </Button>
    );
  }
  if (doc.button === 'UPLOAD') {
    return (
      <Button type="button" size="3" className="identity-doc-button" aria-label={`UPLOAD ${doc.DocName}`} onClick={() => onUpload(doc)}>
        <UploadIcon aria-hidden="true" /> UPLOAD
      </Button>
    );
  }
  return (
    <Button
      type="button"
      size="3"
      variant="outline"
      className="identity-doc-button"
      aria-label={`SELECT ${doc.DocName}`}
      onClick={() => onSelect(doc)}
    >
      SELECT
    </Button>
  );
}

export function CategoryAccordion({ categories, onSelect, onUpload }: CategoryAccordionProps) {
  // The first category still pending opens by itself: on a phone that is where the work is.
  const [open, setOpen] = useState<string[]>(() => {
    const first = categories.find((c) => c.status === 'Pending') ?? categories[0];
    return first ? [first.name] : [];
  });

  return (
    <Accordion.Root type="multiple" value={open} onValueChange={setOpen} className="identity-accordion">
      {categories.map((category) => (
        <Accordion.Item
          key={category.name}
          value={category.name}
          className="identity-category"
          data-color={category.color}
        >
          <Accordion.Header className="identity-category-header">
            <Accordion.Trigger className="identity-category-trigger">
              <span className="identity-category-name">{category.name}</span>
              <Badge size="2" color={categoryBadgeColor(category.color)} variant="soft">
                {category.status}
              </Badge>
              <ChevronDownIcon className="identity-chevron" aria-hidden="true" />
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className="identity-category-content">
            {category.description && (
              <Text as="p" size="2" color="gray" mb="2">
                {category.description}
              </Text>
            )}
            <Text as="p" size="2" mb="2">
              Provide {category.required} document{category.required === 1 ? '' : 's'} from this category:{' '}
              {category.loaded} provided.
            </Text>
            <ul className="identity-doc-list">
              {category.documents.map((doc) => (
                <li key={doc.DocID} className="identity-doc-row">
                  <Text size="3" className="identity-doc-name">
                    {doc.DocName}
                  </Text>
                  <DocumentButton doc={doc} onSelect={onSelect} onUpload={onUpload} />
                </li>
              ))}
            </ul>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
