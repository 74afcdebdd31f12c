import { Box, Grid, Text } from '@chakra-ui/react';
import type { ActivityChange } from '@/domain/contracts/admin-activity';
import { useTranslation } from '@/lib/i18n-react';
import { changeValueText, isNoValue } from '../lib/change-value';

/** A value struck out (before) or marked new (after); "none" is neither, only muted. */
function ChangeValue({ field, value, side }: { field: string; value: unknown; side: 'before' | 'after' }) {
  const { t } = useTranslation(['admin-log', 'permissions', 'roles']);
  const text = <bdi>{changeValueText(field, value, t)}</bdi>;
  if (isNoValue(value))
    return (
      <Text as="span" color="fg.muted" fontStyle="italic">
        {text}
      </Text>
    );
  return side === 'before' ? (
    <Text as="del" color="red.700" overflowWrap="anywhere">
      {text}
    </Text>
  ) : (
    <Text as="ins" textDecoration="none" color="green.800" fontWeight="medium" overflowWrap="anywhere">
      {text}
    </Text>
  );
}

/**
 * What an entry changed, one field per row: its name, the value before and the value after. A
 * definition list, so a screen reader says "First name: before Noor, after Nour"; on a phone the
 * three stack.
 */
export function ChangeList({ changes }: { changes: ActivityChange[] }) {
  const { t } = useTranslation('admin-log');
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
          {(['before', 'after'] as const).map((side) => (
            <Box as="dd" key={side} minWidth="0">
              <Text as="span" color="fg.muted">
                {t(`changes.${side}`)}{' '}
              </Text>
              <ChangeValue field={change.field} value={change[side]} side={side} />
            </Box>
          ))}
        </Grid>
      ))}
    </Box>
  );
}
