// The form designer's list (/admin/backoffice/forms, operators only): every form operators can change without code,
// the application's tabs and the reference questionnaire templates, with the version applicants and referees get now
// and whether a draft waits to be published.
import { Badge, Card, Link, Table, Text, VisuallyHidden } from '@radix-ui/themes';
import { Loading } from '../../app/Loading';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../../app/PageHeader';
import { useApi } from '../../app/useApi';
import { editorPath, KIND_LABELS } from './paths';

export const NO_FORMS = 'There are no forms to design yet.';

export function FormsListPage() {
  const list = useApi('GET /backoffice/definitions', {});

  let body;
  if (list.error || !list.data) {
    body = <Loading what="Loading forms…" failure={list.error?.message} />;
  } else if (list.data.length === 0) {
    body = (
      <Card>
        <Text color="gray">{NO_FORMS}</Text>
      </Card>
    );
  } else {
    body = (
      <Table.Root variant="surface">
        {/* Radix puts a Root's aria-label on its wrapper: the caption names the table itself. */}
        <VisuallyHidden asChild>
          <caption>Forms</caption>
        </VisuallyHidden>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>Form</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Kind</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell justify="end">Published version</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Draft</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {list.data.map((row) => (
            <Table.Row key={row.FormKey}>
              <Table.RowHeaderCell>
                <Link asChild weight="medium">
                  <RouterLink to={editorPath(row.FormKey)}>{row.Title}</RouterLink>
                </Link>
              </Table.RowHeaderCell>
              <Table.Cell>{KIND_LABELS[row.Kind]}</Table.Cell>
              <Table.Cell justify="end">{row.PublishedVersion}</Table.Cell>
              <Table.Cell>
                {row.HasDraft ? (
                  <Badge color="amber" variant="soft">
                    Draft waiting
                  </Badge>
                ) : (
                  <Text color="gray" size="2">
                    None
                  </Text>
                )}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    );
  }

  return (
    <>
      <PageHeader
        title="Form designer"
        description="Change the application's steps and the reference questionnaires: edit a draft beside its live preview, then publish it as the next version. Orders already started keep the version they began with."
      />
      {body}
    </>
  );
}
