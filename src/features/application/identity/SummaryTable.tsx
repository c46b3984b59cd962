// The summary table of the identity step (order-and-application §3 "Category summary"): each category with its
// colour, status and what is still missing, and the selfie when the order asks for one.
import { Badge, Card, Heading, Table, Text } from '@radix-ui/themes';
import { categoryBadgeColor } from './CategoryAccordion';
import type { SelfieView, SummaryRow } from './identityModel';

/** The selfie's row in the words of the category rows (Complete, Pending), or Optional for a user exempt from it. */
function selfieRow(selfie: SelfieView) {
  if (selfie.location) return { status: 'Complete', color: 'green', msg: 'Photo provided' } as const;
  if (selfie.required) return { status: 'Pending', color: 'orange', msg: 'Photo needed' } as const;
  return { status: 'Optional', color: 'gray', msg: 'Photo optional' } as const;
}

export function SummaryTable({ rows, selfie }: { rows: SummaryRow[]; selfie: SelfieView }) {
  if (rows.length === 0 && !selfie.shown) return null;
  return (
    <Card size="2" asChild>
      <section aria-labelledby="identity-summary-title">
        <Heading as="h2" size="4" id="identity-summary-title" mb="2">
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
              <Table.Row data-color={selfie.location || !selfie.required ? 'GREEN' : 'ORANGE'}>
                <Table.RowHeaderCell>Photo of yourself</Table.RowHeaderCell>
                <Table.Cell>
                  <Badge color={selfieRow(selfie).color} variant="soft">
                    {selfieRow(selfie).status}
                  </Badge>
                </Table.Cell>
                <Table.Cell>
                  <Text size="2">{selfieRow(selfie).msg}</Text>
                </Table.Cell>
              </Table.Row>
            )}
          </Table.Body>
        </Table.Root>
      </section>
    </Card>
  );
}
