import { Badge, Card, chakra, Heading, Stack, Switch, Text, VisuallyHidden } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import type { KitchenMenuItem } from '@/domain/contracts/kitchen';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { notifyError, notifySuccess } from '@/lib/toaster';
import { kitchenMenuQuery, useSoldOut } from '../api/sold-out';

/** The menu's dishes by category, in menu order. */
function byCategory(menu: KitchenMenuItem[]) {
  const groups = new Map<number, { category: KitchenMenuItem['category']; dishes: KitchenMenuItem[] }>();
  for (const dish of menu) {
    const group = groups.get(dish.category_id) ?? { category: dish.category, dishes: [] };
    group.dishes.push(dish);
    groups.set(dish.category_id, group);
  }
  return [...groups.entries()];
}

/**
 * "Sold out today": the kitchen switches a dish off when it runs out; customers cannot add it
 * until midnight in Kuwait, when it comes back by itself.
 */
export function SoldOutPage() {
  const { t } = useTranslation('kitchen');
  const lang = useLang();
  const query = useQuery(kitchenMenuQuery());
  const soldOut = useSoldOut();
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <EmptyState message={t('sold_out.empty')} />;

  const press = (dish: KitchenMenuItem, on: boolean) =>
    soldOut.mutate(
      { id: dish.id, soldOut: on },
      {
        onSuccess: () =>
          notifySuccess(t(on ? 'sold_out.marked' : 'sold_out.back', { name: dish.name[lang] })),
        onError: notifyError,
      },
    );

  return (
    <Stack gap="5" maxWidth="2xl">
      <Text color="fg.muted">{t('sold_out.intro')}</Text>
      {byCategory(query.data).map(([id, group]) => (
        <Card.Root key={id} as="section" aria-labelledby={`sold-out-category-${id}`}>
          <Card.Header paddingBlockEnd="2">
            <Heading as="h2" size="md" id={`sold-out-category-${id}`}>
              {group.category[lang]}
            </Heading>
          </Card.Header>
          <Card.Body paddingBlockStart="0">
            <Stack as="ul" gap="0" listStyleType="none" margin="0" padding="0">
              {group.dishes.map((dish) => (
                <chakra.li
                  key={dish.id}
                  paddingBlock="3"
                  borderBottomWidth="1px"
                  _last={{ borderBottomWidth: 0 }}
                >
                  {/* The whole row is the switch: a wide target for a busy kitchen's thumb. */}
                  <Switch.Root
                    colorPalette="red"
                    width="full"
                    justifyContent="space-between"
                    gap="3"
                    checked={dish.sold_out_today}
                    disabled={soldOut.isPending && soldOut.variables?.id === dish.id}
                    onCheckedChange={(details) => press(dish, details.checked)}
                  >
                    <Switch.HiddenInput />
                    <Switch.Label display="flex" flexDirection="column" gap="0.5" minWidth="0">
                      {/* Read out as "{dish} sold out today", on or off as the switch says. */}
                      <VisuallyHidden>{t('sold_out.switch', { name: dish.name[lang] })}</VisuallyHidden>
                      <Text as="span" fontWeight="medium" aria-hidden>
                        {dish.name[lang]}
                      </Text>
                      {dish.sold_out_today && (
                        <Badge colorPalette="red" alignSelf="flex-start" aria-hidden>
                          {t('sold_out.badge')}
                        </Badge>
                      )}
                    </Switch.Label>
                    <Switch.Control />
                  </Switch.Root>
                </chakra.li>
              ))}
            </Stack>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
