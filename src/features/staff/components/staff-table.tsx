import { Badge, HStack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { StaffMember } from '@/domain/contracts/staff';
import { fullName } from '../lib/staff-name';
import { EmailText } from './email-text';
import { StaffRole } from './staff-role';
import { StaffRowActions, type StaffRowHandlers } from './staff-row-actions';
import { StaffStatusBadge } from './staff-status-badge';
import { StaffTwoFactorBadge } from './staff-two-factor-badge';

const COLUMNS = ['name', 'username', 'email', 'role', 'status', 'actions'] as const;

/** One row per member, from the `md` breakpoint up (a phone gets cards); usernames never break mid-word. */
export function StaffTable({
  rows,
  selfId,
  ...handlers
}: StaffRowHandlers & { rows: StaffMember[]; selfId: number | undefined }) {
  const { t } = useTranslation('staff');
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="white">
      <Table.Root size="sm">
        <Table.Caption srOnly>{t('table.caption')}</Table.Caption>
        <Table.Header>
          <Table.Row>
            {COLUMNS.map((column) => (
              <Table.ColumnHeader
                key={column}
                whiteSpace="nowrap"
                textAlign={column === 'actions' ? 'end' : 'start'}
              >
                {t(`table.${column}`)}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((member) => {
            const name = fullName(member);
            const self = member.id === selfId;
            return (
              <Table.Row key={member.id} data-inactive={!member.is_active || undefined}>
                <Table.Cell minWidth="32">
                  {name ? (
                    <bdi>{name}</bdi>
                  ) : (
                    <Text as="span" color="fg.muted">
                      {t('table.no_name')}
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  <HStack gap="2">
                    <bdi>{member.username}</bdi>
                    {self && (
                      <Badge size="sm" variant="outline">
                        {t('table.you')}
                      </Badge>
                    )}
                  </HStack>
                </Table.Cell>
                <Table.Cell>
                  <EmailText email={member.email} empty={t('table.no_name')} />
                </Table.Cell>
                <Table.Cell minWidth="40">
                  <StaffRole member={member} />
                </Table.Cell>
                <Table.Cell>
                  <HStack gap="1.5" wrap="wrap">
                    <StaffStatusBadge member={member} />
                    <StaffTwoFactorBadge member={member} />
                  </HStack>
                </Table.Cell>
                <Table.Cell>
                  <StaffRowActions member={member} self={self} {...handlers} />
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
