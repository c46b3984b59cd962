// Account Information, /admin/settings (individuals), /admin/clientsettings (clients) (portal §2) and
// /admin/backoffice/account (operators): the caller's details from get_user_info (Loading until they arrive), the
// change-password modal, two-factor sign-in, passkeys for staff (clients and operators), where the caller is signed
// in, and for clients the company's rule, promotions and users with Create new user (Full view only) and delete.
import { Button, Callout, Card, DataList, Dialog, Flex, Heading } from '@radix-ui/themes';
import { PageHeader } from '../../app/PageHeader';
import { useSessionUser } from '../../app/session';
import { useApi } from '../../app/useApi';
import type { ReplyOf } from '../../../schemas/api';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { expiryShown } from './expiry';
import { PromotionsCard } from './PromotionsCard';
import { ClientTwoFactorCard } from './ClientTwoFactorCard';
import { PasskeysCard } from './PasskeysCard';
import { SessionsCard } from './SessionsCard';
import { TwoFactorCard } from './TwoFactorCard';
import { UsersSection } from './UsersSection';
import { Loading } from '../../app/Loading';

export type UserInfo = ReplyOf<'GET /reports/get_user_info/:userId'>;

/** The rows of the details card: an individual's own details, or a client user's company and access level. */
function detailRows(info: UserInfo, isClient: boolean): Array<[string, string]> {
  const common: Array<[string, string]> = [
    ['Username', info.UserName],
    ['Access expires', expiryShown(info.UserExpiration)],
  ];
  if (isClient) {
    return [
      ['Company', info.ClientName],
      ['Company phone', info.CompanyPhone || '-'],
      ['Company email', info.CompanyEmail || '-'],
      ...common,
      ['Access level', info.AccessLevel],
    ];
  }
  return [
    ['Name', [info.FirstName, info.MiddleName, info.SurName].filter(Boolean).join(' ')],
    ['Phone', info.Phone || '-'],
    ['Email', info.Email],
    ...common,
  ];
}

function Details({ info, isClient }: { info: UserInfo; isClient: boolean }) {
  return (
    <Card size={{ initial: '2', sm: '3' }}>
      <Flex justify="between" align="start" gap="3" wrap="wrap" mb="3">
        <Heading as="h2" size="4">
          {isClient ? 'Your company and access' : 'Your details'}
        </Heading>
        <Dialog.Root>
          <Dialog.Trigger>
            <Button variant="soft">
              Change password
            </Button>
          </Dialog.Trigger>
          <ChangePasswordDialog />
        </Dialog.Root>
      </Flex>
      <DataList.Root orientation={{ initial: 'vertical', sm: 'horizontal' }}>
        {detailRows(info, isClient).map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.Label minWidth="140px">{label}</DataList.Label>
            <DataList.Value>{value}</DataList.Value>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Card>
  );
}

export function AccountPage() {
  const user = useSessionUser();
  const userId = user ? String(user.Id) : null;
  const info = useApi('GET /reports/get_user_info/:userId', userId ? { userId } : null);
  const isClient = user?.rol === 2;
  // Passkeys are a second factor for staff: a client's users and operators.
  const isStaff = isClient || user?.rol === 3;

  let body;
  if (info.error) {
    body = (
      <Callout.Root color="red" role="alert">
        <Callout.Text>{info.error.message}</Callout.Text>
      </Callout.Root>
    );
  } else if (!info.data) {
    body = <Loading what="Loading" />;
  } else {
    body = (
      <Flex direction="column" gap="5">
        <Details info={info.data} isClient={isClient} />
        <TwoFactorCard />
        {isStaff ? <PasskeysCard /> : null}
        <SessionsCard />
        {isClient && userId ? <ClientTwoFactorCard userId={userId} fullView={info.data.AccessLevel === 'Full view'} /> : null}
        {isClient && userId ? <PromotionsCard userId={userId} fullView={info.data.AccessLevel === 'Full view'} /> : null}
        {isClient && userId ? <UsersSection userId={userId} ownUserName={info.data.UserName} fullView={info.data.AccessLevel === 'Full view'} /> : null}
      </Flex>
    );
  }

  return (
    <>
      <PageHeader title="Account Information" />
      {body}
    </>
  );
}

export default AccountPage;
