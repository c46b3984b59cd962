// A client's users on Account Information (portal §2, §3 "Client user row"): the table from get_user_info_users,
// Create new user (Full view only; the server refuses Restricted view too) and a delete icon per row behind
// 'Are you sure?' (never on the caller's own row). The server's outcome text is shown after either.
import { useState } from 'react';
import { Box, Button, Callout, Card, Dialog, Flex, Heading, Table, Text, VisuallyHidden } from '@radix-ui/themes';
import { CheckCircledIcon } from '@radix-ui/react-icons';
import { useApi } from '../../app/useApi';
import { DeleteUserButton } from './DeleteUserButton';
import { expiryDatePart } from './expiry';
import { NewUserDialog } from './NewUserDialog';
import type { ReplyOf } from '../../../schemas/api';
import { Loading } from '../../app/Loading';
import './account.css';

type UserRow = ReplyOf<'GET /reports/get_user_info_users/:userId'>[number];

/** Portal §8: the empty users list. */
export const NO_USERS = 'No users found.';

export interface UsersSectionProps {
  userId: string;
  /** The caller's own username: their row has no delete icon. */
  ownUserName: string;
  fullView: boolean;
}

export function UsersSection({ userId, ownUserName, fullView }: UsersSectionProps) {
  const users = useApi('GET /reports/get_user_info_users/:userId', { userId });
  const [outcome, setOutcome] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);

  const done = (text: string) => {
    setOutcome(text);
    void users.mutate();
  };

  let table;
  if (users.error) {
    table = (
      <Text as="p" color="red" role="alert">
        {users.error.message}
      </Text>
    );
  } else if (!users.data) {
    table = <Loading what="Loading users…" />;
  } else if (users.data.length === 0) {
    table = <Text as="p" color="gray">{NO_USERS}</Text>;
  } else {
    const own = (userName: string) => userName.toLowerCase() === ownUserName.toLowerCase();
    const action = (row: UserRow) =>
      own(row.UserName) ? (
        <Text size="1" color="gray">
          You
        </Text>
      ) : (
        <DeleteUserButton userId={userId} userName={row.UserName} name={row.Name} onDeleted={done} />
      );
    table = (
      <>
        {/* Wide screens: the table. Phones: one card per user (the table would scroll sideways). */}
        <Box className="account-users-table">
          <Table.Root variant="surface" size="2">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>Name</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Username</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Email</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Expiry date</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Access level</Table.ColumnHeaderCell>
                {fullView ? (
                  <Table.ColumnHeaderCell>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.ColumnHeaderCell>
                ) : null}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {users.data.map((row) => (
                <Table.Row key={row.UserName} align="center">
                  <Table.RowHeaderCell>{row.Name || '-'}</Table.RowHeaderCell>
                  <Table.Cell>{row.UserName}</Table.Cell>
                  <Table.Cell>{row.Email}</Table.Cell>
                  <Table.Cell>{expiryDatePart(row.ExpiryDate)}</Table.Cell>
                  <Table.Cell>{row.AccessLevel}</Table.Cell>
                  {fullView ? <Table.Cell>{action(row)}</Table.Cell> : null}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
        <Box asChild>
          <ul className="account-user-cards" aria-label="Users">
            {users.data.map((row) => (
              <li key={row.UserName}>
                <Card size="1">
                  <Flex justify="between" align="start" gap="2">
                    <Box minWidth="0">
                      <Text as="p" weight="medium">
                        {row.Name || '-'} <Text color="gray">({row.UserName})</Text>
                      </Text>
                      <Text as="p" size="2" className="account-user-email">
                        {row.Email}
                      </Text>
                      <Text as="p" size="2" color="gray">
                        {row.AccessLevel} · expires {expiryDatePart(row.ExpiryDate)}
                      </Text>
                    </Box>
                    {fullView ? action(row) : null}
                  </Flex>
                </Card>
              </li>
            ))}
          </ul>
        </Box>
      </>
    );
  }

  return (
    <Card size={{ initial: '2', sm: '3' }}>
      <Flex justify="between" align="center" gap="3" wrap="wrap" mb="3">
        <Heading as="h2" size="4">
          Users
        </Heading>
        {fullView ? (
          <Dialog.Root open={creating} onOpenChange={setCreating}>
            <Dialog.Trigger>
              <Button>
                Create new user
              </Button>
            </Dialog.Trigger>
            {creating ? (
              <NewUserDialog
                userId={userId}
                onCreated={(text) => {
                  setCreating(false);
                  done(text);
                }}
              />
            ) : null}
          </Dialog.Root>
        ) : (
          <Text size="2" color="gray">
            Your access level (Restricted view) lets you see the users, not change them.
          </Text>
        )}
      </Flex>
      {outcome ? (
        <Callout.Root color="green" role="status" mb="3">
          <Callout.Icon>
            <CheckCircledIcon />
          </Callout.Icon>
          <Callout.Text>{outcome}</Callout.Text>
        </Callout.Root>
      ) : null}
      {table}
    </Card>
  );
}
