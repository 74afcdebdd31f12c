import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { StaffMember } from '@/domain/contracts/staff';
import { useTranslation } from '@/lib/i18n-react';
import { fullName } from '../lib/staff-name';
import { EmailText } from './email-text';
import { StaffRole } from './staff-role';
import { StaffRowActions, type StaffRowHandlers } from './staff-row-actions';
import { StaffStatusBadge } from './staff-status-badge';
import { StaffTwoFactorBadge } from './staff-two-factor-badge';

/**
 * The list below the `md` breakpoint: one card per member, everything the table shows stacked,
 * so each action is in reach without scrolling sideways, in either direction.
 */
export function StaffCards({
  rows,
  selfId,
  ...handlers
}: StaffRowHandlers & { rows: StaffMember[]; selfId: number | undefined }) {
  const { t } = useTranslation('staff');
  return (
    <Stack as="ul" aria-label={t('table.caption')} gap="3" listStyleType="none">
      {rows.map((member) => {
        const name = fullName(member);
        const self = member.id === selfId;
        return (
          <Box
            as="li"
            key={member.id}
            borderWidth="1px"
            borderRadius="md"
            bg="white"
            padding="3"
            data-inactive={!member.is_active || undefined}
          >
            <HStack justify="space-between" align="flex-start" gap="2">
              <Text fontWeight="semibold" minWidth="0">
                <bdi>{name ?? member.username}</bdi>
              </Text>
              <HStack gap="1.5" wrap="wrap" justify="flex-end">
                <StaffStatusBadge member={member} />
                <StaffTwoFactorBadge member={member} />
              </HStack>
            </HStack>
            <Stack gap="0.5" marginBlock="2" fontSize="sm" color="fg.muted">
              <HStack gap="2">
                <bdi>{member.username}</bdi>
                {self && (
                  <Badge size="sm" variant="outline">
                    {t('table.you')}
                  </Badge>
                )}
              </HStack>
              <Text overflowWrap="anywhere">
                <EmailText email={member.email} empty={t('table.no_name')} />
              </Text>
              <Box color="fg">
                <StaffRole member={member} />
              </Box>
            </Stack>
            <StaffRowActions member={member} self={self} {...handlers} />
          </Box>
        );
      })}
    </Stack>
  );
}
