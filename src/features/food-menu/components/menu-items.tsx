import { Box, Button, Flex, Heading, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/page-states';
import type { MenuConfig, MenuItem } from '@/domain/food-api';
import { useLang } from '@/hooks/use-lang';
import { categoriesQuery, menuItemsQuery, promotedQuery } from '../api/menu';
import { updateChoices, useFoodStore } from '../cart-store';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { pick } from '../lib/menu-text';
import { ItemCard } from './item-card';
import { Pulse } from './pulse';

function ItemGrid({ items, currency, label }: { items: MenuItem[]; currency: string; label: string }) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="3" aria-label={label}>
      {items.map((item) => (
        <Box as="li" key={item.id}>
          <ItemCard item={item} currency={currency} />
        </Box>
      ))}
    </SimpleGrid>
  );
}

const GridSkeleton = () => (
  <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
    {[1, 2, 3, 4].map((key) => (
      <Pulse key={key} height="28" />
    ))}
  </SimpleGrid>
);

/** Search, categories, promoted items and the dishes of the chosen category. */
export function MenuItems({ config }: { config: MenuConfig }) {
  const { t } = useTranslation('food-menu');
  const lang = useLang();
  const { choices } = useFoodStore();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const type = choices.delivery_type;
  const categories = useQuery(categoriesQuery(type));
  const promoted = useQuery({ ...promotedQuery(type), enabled: !q && choices.category === null });
  const items = useQuery(
    menuItemsQuery({
      delivery_type: type,
      category: q ? undefined : (choices.category ?? undefined),
      q: q || undefined,
    }),
  );
  const currency = config.currency_code;
  const chip = (id: number | null, label: string) => {
    const active = choices.category === id;
    return (
      <Button
        key={id ?? 'all'}
        size="sm"
        borderRadius="full"
        variant={active ? 'solid' : 'outline'}
        colorPalette="orange"
        bg={active ? undefined : 'bg'}
        aria-pressed={active}
        flexShrink="0"
        onClick={() => updateChoices({ category: id })}
      >
        {label}
      </Button>
    );
  };

  return (
    <Stack gap="5">
      <Input
        type="search"
        bg="bg"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder={t('search.placeholder')}
        aria-label={t('search.label')}
      />
      <Flex as="nav" gap="2" overflowX="auto" paddingBlock="1" aria-label={t('categories')}>
        {chip(null, t('all'))}
        {categories.data?.map((category) => chip(category.id, pick(category.name, lang)))}
      </Flex>
      {promoted.data && promoted.data.length > 0 && !q && choices.category === null && (
        <Stack gap="3" as="section" aria-labelledby="menu-promoted">
          <Heading as="h2" size="md" id="menu-promoted">
            {t('promoted')}
          </Heading>
          <ItemGrid items={promoted.data} currency={currency} label={t('promoted')} />
        </Stack>
      )}
      <Stack gap="3" as="section" aria-labelledby="menu-items">
        <Heading as="h2" size="md" id="menu-items">
          {q
            ? t('search.results', { q })
            : pick(
                categories.data?.find((c) => c.id === choices.category)?.name ?? {
                  en: t('all'),
                  ar: t('all'),
                },
                lang,
              )}
        </Heading>
        {items.error && !items.data ? (
          <ErrorState error={items.error} onRetry={() => void items.refetch()} />
        ) : !items.data ? (
          <GridSkeleton />
        ) : items.data.length === 0 ? (
          <Text color="fg.muted">{q ? t('search.none') : t('empty')}</Text>
        ) : (
          <ItemGrid items={items.data} currency={currency} label={t('items')} />
        )}
      </Stack>
    </Stack>
  );
}
