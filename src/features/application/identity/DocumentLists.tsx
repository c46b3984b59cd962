// The lists of identity documents and support documents (order-and-application §2.3): each document completed or
// required, with an edit icon (replace) once complete and an upload icon while pending.
import { Badge, Card, Flex, Heading, IconButton, Text } from '@radix-ui/themes';
import { Cross2Icon, EyeOpenIcon, Pencil1Icon, UploadIcon } from '@radix-ui/react-icons';
import type { DocumentView } from './identityModel';

export interface DocumentListProps {
  title: string;
  documents: DocumentView[];
  /** What the list says when nothing is chosen yet; no text hides an empty list. */
  emptyText?: string;
  /** DocIDs the user chose with SELECT: they can be un-chosen while still pending. */
  selected: ReadonlySet<string>;
  /** Client users see whether a document was sighted. */
  showSighted: boolean;
  onUpload(doc: DocumentView): void;
  onPreview(doc: DocumentView): void;
  onUnselect(doc: DocumentView): void;
}

export function DocumentList(props: DocumentListProps) {
  const { title, documents, emptyText, selected, showSighted, onUpload, onPreview, onUnselect } = props;
  if (documents.length === 0 && !emptyText) return null;
  const completed = documents.filter((d) => d.status === 'Complete').length;
  const headingId = `identity-list-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;

  return (
    <Card size="2" asChild>
      <section aria-labelledby={headingId}>
        <Flex justify="between" align="baseline" gap="3" wrap="wrap" mb="2">
          <Heading as="h2" size="4" id={headingId}>
            {title}
          </Heading>
          {documents.length > 0 && (
            <Text size="2" color="gray">
              {completed} of {documents.length} completed
            </Text>
          )}
        </Flex>
        {documents.length === 0 ? (
          <Text as="p" size="2" color="gray">
            {emptyText}
          </Text>
        ) : (
          <ul className="identity-doc-list" aria-label={title}>
            {documents.map((doc) => {
              const complete = doc.status === 'Complete';
              return (
                <li key={doc.DocID} className="identity-doc-row" data-status={doc.status}>
                  <Flex direction="column" gap="1" className="identity-doc-name">
                    <Text size="3" weight="medium">
                      {doc.DocName}
                    </Text>
                    <Flex gap="2" align="center" wrap="wrap">
                      <Badge color={complete ? 'green' : 'orange'} variant="soft">
                        {complete ? 'Completed' : 'Required'}
                      </Badge>
                      {showSighted && complete && doc.sighted && (
                        <Badge color="indigo" variant="soft">
                          Sighted
                        </Badge>
                      )}
                      {doc.Category && (
                        <Text size="1" color="gray">
                          {doc.Category}
                        </Text>
                      )}
                    </Flex>
                  </Flex>
                  <div className="identity-icon-actions">
                    {complete && doc.location && (
                      <IconButton type="button" size="3" variant="soft" color="gray" aria-label={`View ${doc.DocName}`} onClick={() => onPreview(doc)}>
                        <EyeOpenIcon />
                      </IconButton>
                    )}
                    {complete ? (
                      <IconButton type="button" size="3" variant="soft" aria-label={`Replace ${doc.DocName}`} onClick={() => onUpload(doc)}>
                        <Pencil1Icon />
                      </IconButton>
                    ) : (
                      <IconButton type="button" size="3" aria-label={`Upload ${doc.DocName}`} onClick={() => onUpload(doc)}>
                        <UploadIcon />
                      </IconButton>
                    )}
                    {!complete && selected.has(doc.DocID) && (
                      <IconButton type="button" size="3" variant="soft" color="gray" aria-label={`Remove ${doc.DocName}`} onClick={() => onUnselect(doc)}>
                        <Cross2Icon />
                      </IconButton>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </Card>
  );
}
