import { Box, Grid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ActivityChange } from '@/domain/contracts/admin-activity';
import { changeValueText } from '../lib/change-value';

/**
 * What an entry changed, one field per row: its name, the value before and the value after. A
 * definition list, so a screen reader says "First name: before Noor, after Nour"; on a phone the
 * three stack.
 */
export function ChangeList({ changes }: { changes: ActivityChange[] }) {
  const { t } = useTranslation(['admin-log', 'permissions']);
  return (
    <Box as="dl" borderWidth="1px" borderColor="gray.200" borderRadius="md" fontSize="sm" overflow="hidden">
      {changes.map((change) => (
        <Grid
          key={change.field}
          templateColumns={{ base: '1fr', md: '10rem 1fr 1fr' }}
          gap={{ base: '1', md: '3' }}
          paddingInline="3"
          paddingBlock="2"
          borderBlockStartWidth="1px"
          borderColor="gray.100"
          _first={{ borderBlockStartWidth: '0' }}
        >
          <Text as="dt" fontWeight="semibold">
            {t(`fields.${change.field}`, { defaultValue: change.field })}
          </Text>
          <Box as="dd" minWidth="0">
            <Text as="span" color="fg.muted">
              {t('changes.before')}{' '}
            </Text>
            <Text as="del" textDecoration="line-through" color="red.700" overflowWrap="anywhere">
              <bdi>{changeValueText(change.field, change.before, t)}</bdi>
            </Text>
          </Box>
          <Box as="dd" minWidth="0">
            <Text as="span" color="fg.muted">
              {t('changes.after')}{' '}
            </Text>
            <Text
              as="ins"
              textDecoration="none"
              color="green.800"
              fontWeight="medium"
              overflowWrap="anywhere"
            >
              <bdi>{changeValueText(change.field, change.after, t)}</bdi>
            </Text>
          </Box>
        </Grid>
      ))}
    </Box>
  );
}
