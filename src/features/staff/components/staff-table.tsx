import { Badge, HStack, Stack, Table, Text } from '@chakra-ui/react';
import type { StaffMember } from '@/domain/contracts/staff';
import { useTranslation } from '@/lib/i18n-react';
import { fullName } from '../lib/staff-name';
import { EmailText } from './email-text';
import { StaffRole } from './staff-role';
import { StaffRowActions, type StaffRowHandlers } from './staff-row-actions';
import { StaffStatusBadge } from './staff-status-badge';
import { StaffTwoFactorBadge } from './staff-two-factor-badge';

const COLUMNS = ['member', 'role', 'status', 'actions'] as const;

/**
 * One row per member, from the `md` breakpoint up (a phone gets cards). Name, username and email
 * share one cell: as three columns beside the role, status and actions they pushed the actions off
 * a laptop's screen.
 */
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
                <Table.Cell minWidth="48">
                  <Stack gap="0.5">
                    {name ? (
                      <Text as="span" fontWeight="medium">
                        <bdi>{name}</bdi>
                      </Text>
                    ) : null}
                    <HStack gap="2" wrap="wrap">
                      <Text as="span" color={name ? 'fg.muted' : undefined} overflowWrap="anywhere">
                        <bdi>{member.username}</bdi>
                      </Text>
                      {self && (
                        <Badge size="sm" variant="outline">
                          {t('table.you')}
                        </Badge>
                      )}
                    </HStack>
                    <Text as="span" color="fg.muted" fontSize="xs">
                      <EmailText email={member.email} empty={t('table.no_name')} />
                    </Text>
                  </Stack>
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
                <Table.Cell minWidth="56">
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
