import { Box, Button, chakra, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '@/components/page-states';
import type { Branch } from '@/domain/contracts/food';
import { formatTimeRange, weekdayName } from '@/domain/date-formats';
import { amountMinor, formatMoney } from '@/domain/money';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import type { Lang } from '@/lib/lang-path';
import { branchesQuery, menuConfigQuery } from '../api/menu';
import { askChange, currentFoodState, useFoodStore } from '../cart-store';
import { pick } from '../lib/menu-text';
import { ChangeConfirmDialog } from './change-confirm-dialog';
import { MenuLayout } from './menu-layout';
import { Pulse } from './pulse';

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6];

function hoursText(branch: Branch, lang: Lang): string[] {
  return WEEKDAYS.flatMap((weekday) =>
    branch.working_hours
      .filter((hours) => hours.weekday === weekday)
      .map((hours) => `${weekdayName(weekday, lang)} ${formatTimeRange(hours.opens, hours.closes, lang)}`),
  );
}

/** SPEC 3 Branch: name, address, phone, picture, minimum order, delivery time, working hours. */
export function BranchesPage() {
  const { t } = useTranslation('food-order');
  const lang = useLang();
  const branches = useQuery(branchesQuery());
  const config = useQuery(menuConfigQuery());
  const { choices } = useFoodStore();
  const currency = config.data?.currency_code ?? 'KWD';
  return (
    <MenuLayout>
      <Stack gap="4">
        <Heading as="h1" size="xl">
          {t('branches.title')}
        </Heading>
        {branches.error && !branches.data ? (
          <ErrorState error={branches.error} onRetry={() => void branches.refetch()} />
        ) : !branches.data ? (
          <Pulse height="40" />
        ) : (
          <Stack as="ul" listStyleType="none" gap="3">
            {branches.data.map((branch) => {
              const chosen = choices.delivery_type === 'pickup' && choices.branch === branch.id;
              return (
                <Flex as="li" key={branch.id} gap="3" bg="bg" borderWidth="1px" borderRadius="lg" padding="4">
                  {branch.image && (
                    <chakra.img
                      src={branch.image}
                      alt=""
                      width="24"
                      height="24"
                      borderRadius="md"
                      objectFit="cover"
                    />
                  )}
                  <Stack gap="1" flex="1" minWidth="0">
                    <Heading as="h2" size="md">
                      {pick(branch.name, lang)}
                    </Heading>
                    <Text color="fg.muted">{pick(branch.address, lang)}</Text>
                    <Text fontSize="sm">
                      <bdi>{branch.phone}</bdi>
                    </Text>
                    <Text fontSize="sm">
                      {t('branches.min_order', {
                        amount: formatMoney(amountMinor(branch.minimum_order_sum, currency), currency, lang),
                      })}{' '}
                      · {t('branches.delivery_time', { count: branch.delivery_time })}
                    </Text>
                    <Box fontSize="xs" color="fg.muted">
                      {hoursText(branch, lang).join(' · ')}
                    </Box>
                    <Button
                      size="sm"
                      alignSelf="flex-start"
                      marginBlockStart="2"
                      colorPalette="orange"
                      variant={chosen ? 'solid' : 'outline'}
                      aria-pressed={chosen}
                      onClick={() => {
                        if (choices.delivery_type !== 'pickup')
                          askChange({ field: 'delivery_type', value: 'pickup' });
                        // With a full cart the type change waits for the modal; the branch is picked after it.
                        if (!currentFoodState().pending) askChange({ field: 'branch', value: branch.id });
                      }}
                    >
                      {chosen ? t('branches.chosen') : t('branches.pick_up_here')}
                    </Button>
                  </Stack>
                </Flex>
              );
            })}
          </Stack>
        )}
      </Stack>
      <ChangeConfirmDialog />
    </MenuLayout>
  );
}
