// The applicants of the order (order-and-application §2.1 step 2): ID, Name, Email, Mobile, Applicant will pay?, and
// a delete control. Shown a page at a time: a CSV can bring 10,000 applicants, and 60,000 table cells would make every
// change of the cart slow.
import { useState } from 'react';
import { Button, Flex, IconButton, Table, Text, VisuallyHidden } from '@radix-ui/themes';
import { ChevronLeftIcon, ChevronRightIcon, TrashIcon } from '@radix-ui/react-icons';
import { cartStore, withoutApplicant, type CartApplicant } from '../cart';
import { EmailText } from './EmailText';
import { ConfirmAction } from '../../../app/ConfirmAction';

export const APPLICANTS_PAGE_SIZE = 50;

const fullName = (a: CartApplicant) => [a.FirstName, a.MiddleName, a.SurName].filter(Boolean).join(' ');

export function ApplicantsTable({ applicants }: { applicants: readonly CartApplicant[] }) {
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(applicants.length / APPLICANTS_PAGE_SIZE));
  // Deleting the last applicant of the last page moves back a page.
  const shown = Math.min(page, pages - 1);
  const first = shown * APPLICANTS_PAGE_SIZE;
  const rows = applicants.slice(first, first + APPLICANTS_PAGE_SIZE);

  if (!applicants.length) {
    return (
      <Text as="p" color="gray" size="2">
        No applicants yet. Enter their details or upload a file.
      </Text>
    );
  }

  return (
    <Flex direction="column" gap="3">
      <Table.Root variant="surface" size="1">
        {/* A table is named by its caption: Radix puts aria-label on a wrapper div. */}
        <VisuallyHidden asChild>
          <caption>Applicants</caption>
        </VisuallyHidden>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>ID</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Name</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Email</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Mobile</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Applicant will pay?</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>
              <VisuallyHidden>Delete</VisuallyHidden>
            </Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((applicant) => (
            <Table.Row key={applicant.Id} align="center">
              <Table.Cell>{applicant.Id}</Table.Cell>
              <Table.RowHeaderCell>{fullName(applicant)}</Table.RowHeaderCell>
              <Table.Cell>
                <EmailText email={applicant.Email} />
              </Table.Cell>
              <Table.Cell>{applicant.Phone}</Table.Cell>
              <Table.Cell>{applicant.applicantToPay === 'Y' ? 'Yes' : 'No'}</Table.Cell>
              <Table.Cell>
                <IconButton
                  variant="ghost"
                  color="red"
                  aria-label={`Delete ${fullName(applicant)}`}
                  onClick={() => cartStore.update((cart) => withoutApplicant(cart, applicant.Id))}
                >
                  <TrashIcon />
                </IconButton>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>

      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Text size="2" color="gray" aria-live="polite">
          {applicants.length === 1
            ? '1 applicant'
            : `Applicants ${first + 1}–${first + rows.length} of ${applicants.length.toLocaleString('en-AU')}`}
        </Text>
        <Flex gap="2" align="center">
          {pages > 1 ? (
            <>
              <IconButton variant="soft" aria-label="Previous page" disabled={shown === 0} onClick={() => setPage(shown - 1)}>
                <ChevronLeftIcon />
              </IconButton>
              <Text size="2">
                Page {shown + 1} of {pages}
              </Text>
              <IconButton
                variant="soft"
                aria-label="Next page"
                disabled={shown >= pages - 1}
                onClick={() => setPage(shown + 1)}
              >
                <ChevronRightIcon />
              </IconButton>
            </>
          ) : null}
          <RemoveAllButton count={applicants.length} />
        </Flex>
      </Flex>
    </Flex>
  );
}

/** Cleans the list in one go (the way to choose a different client, §4), after a confirmation. */
function RemoveAllButton({ count }: { count: number }) {
  return (
    <ConfirmAction
      trigger={
        // High contrast: with its dialog open, the ghost button's tint behind red text is 4.41:1 (axe).
        <Button variant="ghost" color="red" highContrast>
          Remove all
        </Button>
      }
      title="Remove all applicants?"
      description={`${count === 1 ? 'The applicant is' : `All ${count.toLocaleString('en-AU')} applicants are`} removed from this order.`}
      confirmLabel="Remove all"
      // A change of the cart on this device: nothing to wait for, nothing to refuse.
      action={async () => cartStore.update((cart) => ({ ...cart, applicants: [] }))}
    />
  );
}
