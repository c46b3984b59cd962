// The summary table of the identity step (order-and-application §3 "Category summary"): each category with its
// colour, status and what is still missing, and the selfie when the order asks for one.
import { Badge, Card, Heading, Table, Text } from '@radix-ui/themes';
import { categoryBadgeColor } from './CategoryAccordion';
import type { SelfieView, SummaryRow } from './identityModel';

export function SummaryTable({ rows, selfie }: { rows: SummaryRow[]; selfie: SelfieView }) {
  if (rows.length === 0 && !selfie.shown) return null;
  return (
    <Card size="2" asChild>
      <section aria-labelledby="identity-summary-title">
        <Heading as="h3" size="4" id="identity-summary-title" mb="2">
          Summary
        </Heading>
        <Table.Root size="1" variant="ghost" className="identity-summary-table">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>Category</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Documents</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={row.category} data-color={row.color}>
                <Table.RowHeaderCell>{row.category}</Table.RowHeaderCell>
                <Table.Cell>
                  <Badge color={categoryBadgeColor(row.color)} variant="soft">
                    {row.status}
                  </Badge>
                </Table.Cell>
                <Table.Cell>
                  <Text size="2">{row.msg}</Text>
                </Table.Cell>
              </Table.Row>
            ))}
            {selfie.shown && (
              <Table.Row data-color={selfie.location ? 'GREEN' : 'ORANGE'}>
                <Table.RowHeaderCell>Photo of yourself</Table.RowHeaderCell>
                <Table.Cell>
                  <Badge color={selfie.location ? 'green' : 'orange'} variant="soft">
                    {selfie.location ? 'Complete' : 'Pending'}
                  </Badge>
                </Table.Cell>
                <Table.Cell>
                  <Text size="2">{selfie.location ? 'Photo provided' : 'Photo needed'}</Text>
                </Table.Cell>
              </Table.Row>
            )}
          </Table.Body>
        </Table.Root>
      </section>
    </Card>
  );
}
