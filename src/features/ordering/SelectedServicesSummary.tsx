// The Selected Services summary (order-and-application §2.5): check name and price, the number of checks and the
// number of applicants. Prices with 2 decimals.
import { DataList, Table, VisuallyHidden } from '@radix-ui/themes';
import { formatDollars } from './pricing';

export interface SelectedServicesSummaryProps {
  services: readonly { ServiceID: string; ServiceName: string; ContractPrice: number }[];
  applicants: number;
}

export function SelectedServicesSummary({ services, applicants }: SelectedServicesSummaryProps) {
  return (
    <>
      <Table.Root variant="surface" size="2">
        {/* A table is named by its caption: Radix puts aria-label on a wrapper div. */}
        <VisuallyHidden asChild>
          <caption>Selected Services</caption>
        </VisuallyHidden>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>Check</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell justify="end">Price</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {services.map((service) => (
            <Table.Row key={service.ServiceID}>
              <Table.RowHeaderCell>{service.ServiceName}</Table.RowHeaderCell>
              <Table.Cell justify="end">{formatDollars(service.ContractPrice)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <DataList.Root mt="3" size="2">
        <DataList.Item>
          <DataList.Label>Number of checks</DataList.Label>
          <DataList.Value>{services.length}</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>Number of applicants</DataList.Label>
          <DataList.Value>{applicants}</DataList.Value>
        </DataList.Item>
      </DataList.Root>
    </>
  );
}
