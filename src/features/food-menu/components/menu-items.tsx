import { Box, Button, chakra, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorState } from '@/components/page-states';
import type { MenuConfig, MenuItem } from '@/domain/contracts/food';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { categoriesQuery, menuItemsQuery, promotedQuery } from '../api/menu';
import { updateChoices, useFoodStoreValue, useMenuDeliveryType, useMenuPlace } from '../cart-store';
import { pick } from '../lib/menu-text';
import { ItemCard } from './item-card';
import { Pulse } from './pulse';

// A plain grid and a plain search box styled like Chakra's SimpleGrid and Input: those pull in
// Ark's field machinery (about 3 KB gzipped) the menu's first load has no room for.
const Grid = chakra('ul', {
  base: {
    display: 'grid',
    listStyleType: 'none',
    gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
    gap: '3',
  },
});

const SearchInput = chakra('input', {
  base: {
    width: 'full',
    height: '10',
    paddingInline: '3',
    fontSize: 'sm',
    bg: 'bg',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'l2',
    _focusVisible: {
      outline: '2px solid',
      outlineColor: 'orange.focusRing',
      outlineOffset: '0',
      borderColor: 'orange.500',
    },
  },
});

function ItemGrid({ items, currency, label }: { items: MenuItem[]; currency: string; label: string }) {
  return (
    <Grid aria-label={label}>
      {items.map((item) => (
        <Box as="li" key={item.id}>
          <ItemCard item={item} currency={currency} />
        </Box>
      ))}
    </Grid>
  );
}

const GridSkeleton = () => (
  <Grid aria-hidden>
    {[1, 2, 3, 4].map((key) => (
      <Pulse as="li" key={key} height="28" />
    ))}
  </Grid>
);

/** SPEC 9: search waits 500 ms after the last key press. */
const SEARCH_DEBOUNCE_MS = 500;

/** Search, categories, promoted items and the dishes of the chosen category. */
export function MenuItems({ config }: { config: MenuConfig }) {
  const { t } = useTranslation('food-menu');
  const lang = useLang();
  const type = useMenuDeliveryType(config.default_delivery_type);
  const category = useFoodStoreValue((state) => state.choices.category);
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const categories = useQuery(categoriesQuery(type));
  const place = useMenuPlace(type);
  const promoted = useQuery({ ...promotedQuery(type, place), enabled: !q && category === null });
  const items = useQuery(
    menuItemsQuery({
      delivery_type: type,
      category: q ? undefined : (category ?? undefined),
      q: q || undefined,
      ...place,
    }),
  );
  const currency = config.currency_code;
  const chip = (id: number | null, label: string) => {
    const active = category === id;
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
      <SearchInput
        type="search"
        bg="bg"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder={t('search.placeholder')}
        aria-label={t('search.label')}
      />
      <Flex as="nav" gap="2" overflowX="auto" paddingBlock="1" aria-label={t('categories')}>
        {chip(null, t('all'))}
        {categories.data?.map((entry) => chip(entry.id, pick(entry.name, lang)))}
      </Flex>
      {promoted.data && promoted.data.length > 0 && !q && category === null && (
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
                categories.data?.find((c) => c.id === category)?.name ?? {
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
