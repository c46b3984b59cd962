// The back office's enquiries (/admin/backoffice/enquiries, operators only): what users sent from Contact Us, newest
// first, with who sent it and the order it names (a link to the order's back-office page).
import { Badge, Card, Flex, Link, Text } from '@radix-ui/themes';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../../app/PageHeader';
import { useApi } from '../../app/useApi';
import { Loading } from '../../app/Loading';
import './enquiries.css';

/** Shown when no enquiry has arrived yet. */
export const NO_ENQUIRIES = 'No enquiries yet.';

export function EnquiriesPage() {
  const enquiries = useApi('GET /backoffice/enquiries', {}, { refreshInterval: 60_000 });

  let body;
  if (enquiries.error) {
    body = (
      <Text as="p" color="red" role="alert">
        {enquiries.error.message}
      </Text>
    );
  } else if (!enquiries.data) {
    body = <Loading what="Loading enquiries…" />;
  } else if (enquiries.data.length === 0) {
    body = (
      <Card>
        <Text color="gray">{NO_ENQUIRIES}</Text>
      </Card>
    );
  } else {
    body = (
      <ol className="enquiry-list" aria-label="Enquiries, newest first">
        {enquiries.data.map((row) => (
          <li key={row.EnquiryID}>
            <Card size="2">
              <Flex justify="between" align="start" gap="2" wrap="wrap" mb="2">
                <Flex gap="2" align="center" wrap="wrap">
                  <Badge size="2" variant="soft">
                    {row.Category}
                  </Badge>
                  <Text size="2" weight="medium">
                    #{row.EnquiryID}
                  </Text>
                  {row.OrderID ? (
                    <Link asChild size="2">
                      <RouterLink to={`/admin/backoffice/orders/${row.OrderID}`}>Order {row.OrderID}</RouterLink>
                    </Link>
                  ) : (
                    <Text size="2" color="gray">
                      No order named
                    </Text>
                  )}
                </Flex>
                <Text size="1" color="gray">
                  {row.Received}
                </Text>
              </Flex>
              <Text as="p" size="2" className="enquiry-message">
                {row.Message}
              </Text>
              <Text as="p" size="1" color="gray" mt="2">
                {row.Name || row.UserName} ({row.UserName}) · <Link href={`mailto:${row.Email}`}>{row.Email}</Link> ·{' '}
                {row.ClientName || 'Individual applicant'}
              </Text>
            </Card>
          </li>
        ))}
      </ol>
    );
  }

  return (
    <>
      <PageHeader title="Enquiries" description="Sent from Contact Us; the sender received an acknowledgement by email." />
      {body}
    </>
  );
}

export default EnquiriesPage;
