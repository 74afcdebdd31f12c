import { Box, Button, chakra, Flex, Stack } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import type { CatalogueConfig } from '@/domain/contracts/catalogue';
import { useHydrated } from '@/hooks/use-hydrated';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { pick } from '@/lib/localized-text';
import type { ListSearch } from '../lib/list-search';

// Plain elements styled like Chakra's Input and NativeSelect: those pull in Ark's field machinery,
// which the shop's first load has no room for (the menu's search box does the same).
const FIELD = {
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
} as const;
const SearchInput = chakra('input', { base: { ...FIELD, width: 'full' } });
const SortSelect = chakra('select', { base: { ...FIELD, cursor: 'pointer', maxWidth: 'full' } });

/** SPEC 9: search waits 500 ms after the last key press. */
const SEARCH_DEBOUNCE_MS = 500;

const SORTS = ['newest', 'price_asc', 'price_desc'] as const;

interface ListControlsProps {
  config: CatalogueConfig;
  search: ListSearch;
}

/**
 * Search, sort and categories, each written into the URL (a new search or order starts at page 1),
 * so the list's place survives back navigation. Categories are links: they work on the drawn page
 * before the scripts have run.
 */
export function ListControls({ config, search }: ListControlsProps) {
  const { t } = useTranslation('catalogue');
  const lang = useLang();
  const navigate = useNavigate({ from: '/$lang/catalogue/product-list' });
  const hydrated = useHydrated();
  const [text, setText] = useState(search.search ?? '');
  const [shown, setShown] = useState(search.search);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // Back navigation brings another search into the URL: the box shows it (set while drawing, as
  // React advises for state that follows a prop, so the box never shows the old text first).
  if (shown !== search.search) {
    setShown(search.search);
    if ((search.search ?? '') !== text.trim()) setText(search.search ?? '');
  }

  const type = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      void navigate({
        search: (previous) => ({ ...previous, search: value.trim() || undefined, page: undefined }),
        replace: true,
      });
    }, SEARCH_DEBOUNCE_MS);
  };

  const chip = (slug: string | undefined, label: string) => {
    const active = search.category === slug;
    return (
      <Button
        key={slug ?? 'all'}
        asChild
        size="sm"
        borderRadius="full"
        variant={active ? 'solid' : 'outline'}
        colorPalette="orange"
        bg={active ? undefined : 'bg'}
        flexShrink="0"
      >
        <Link
          to="/$lang/catalogue/product-list"
          params={{ lang }}
          search={{ ...search, category: slug, page: undefined }}
          aria-current={active ? 'page' : undefined}
        >
          {label}
        </Link>
      </Button>
    );
  };

  return (
    <Stack gap="3">
      <Flex gap="3" wrap={{ base: 'wrap', sm: 'nowrap' }} align="center">
        <Box flex="1" minWidth="48">
          <SearchInput
            type="search"
            value={text}
            disabled={!hydrated}
            onChange={(event) => type(event.target.value)}
            placeholder={t('list.search_placeholder')}
            aria-label={t('list.search')}
          />
        </Box>
        <Flex as="label" align="center" gap="2" fontSize="sm" flexShrink="0">
          {t('list.sort')}
          <SortSelect
            value={search.sort ?? 'newest'}
            disabled={!hydrated}
            onChange={(event) =>
              void navigate({
                search: (previous) => {
                  const sort = event.target.value as (typeof SORTS)[number];
                  return { ...previous, sort: sort === 'newest' ? undefined : sort, page: undefined };
                },
              })
            }
          >
            {SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`list.sorts.${sort}`)}
              </option>
            ))}
          </SortSelect>
        </Flex>
      </Flex>
      <Flex as="nav" gap="2" overflowX="auto" paddingBlock="1" aria-label={t('list.categories')}>
        {chip(undefined, t('list.all'))}
        {config.categories.map((category) => chip(category.slug, pick(category.name, lang)))}
      </Flex>
    </Stack>
  );
}
