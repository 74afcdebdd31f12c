import { Box, Button, chakra, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ErrorState } from '@/components/page-states';
import { Pulse } from '@/components/pulse';
import type { CatalogueConfig } from '@/domain/contracts/catalogue';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { pick } from '@/lib/localized-text';
import { productsQuery, shopBannersQuery, shopConfigQuery } from '../api/shop';
import { type ListSearch, PAGE_SIZE, productParams } from '../lib/list-search';
import { ListControls } from './list-controls';
import { ListPager } from './list-pager';
import { ProductCard } from './product-card';
import { ShopBanners } from './shop-banners';
import { ShopLayout } from './shop-layout';

const Grid = chakra('ul', {
  base: {
    display: 'grid',
    listStyleType: 'none',
    gridTemplateColumns: {
      base: 'repeat(2, minmax(0, 1fr))',
      md: 'repeat(3, minmax(0, 1fr))',
      lg: 'repeat(4, minmax(0, 1fr))',
    },
    gap: '3',
  },
});

/** Cards in the first row of a phone's two columns: on the first screen, so not lazy. */
const EAGER_CARDS = 2;

const GridSkeleton = () => (
  <Grid aria-hidden="true">
    {[1, 2, 3, 4].map((key) => (
      <Pulse as="li" key={key} aspectRatio="3 / 4" />
    ))}
  </Grid>
);

function Products({ config, search }: { config: CatalogueConfig; search: ListSearch }) {
  const { t } = useTranslation('catalogue');
  const lang = useLang();
  const products = useQuery(productsQuery(productParams(search)));
  const category = config.categories.find((entry) => entry.slug === search.category);
  const heading = search.search
    ? t('list.results', { search: search.search })
    : category
      ? pick(category.name, lang)
      : t('list.all_products');

  const body = () => {
    if (products.error && !products.data)
      return <ErrorState error={products.error} onRetry={() => void products.refetch()} />;
    if (!products.data)
      return (
        <Box role="status" aria-busy="true">
          <Box srOnly>{t('loading')}</Box>
          <GridSkeleton />
        </Box>
      );
    if (products.data.count === 0)
      return (
        <Stack gap="3" align="center" paddingBlock="8" textAlign="center">
          <Text color="fg.muted">{search.search ? t('list.no_results') : t('list.empty')}</Text>
          {(search.search || search.category) && (
            <Button asChild variant="outline" bg="bg">
              <Link to="/$lang/catalogue/product-list" params={{ lang }}>
                {t('list.show_all')}
              </Link>
            </Button>
          )}
        </Stack>
      );
    return (
      <Stack gap="4" opacity={products.isPlaceholderData ? 0.6 : 1} aria-busy={products.isPlaceholderData}>
        <Grid aria-label={t('list.products')}>
          {products.data.results.map((product, index) => (
            <Box as="li" key={product.slug}>
              <ProductCard product={product} currency={config.currency_code} eager={index < EAGER_CARDS} />
            </Box>
          ))}
        </Grid>
        <ListPager search={search} pages={Math.ceil(products.data.count / PAGE_SIZE)} />
      </Stack>
    );
  };

  return (
    <Stack gap="3" as="section" aria-labelledby="shop-products">
      <Heading as="h2" size="md" id="shop-products">
        {heading}
      </Heading>
      {body()}
    </Stack>
  );
}

/** SPEC 2.7 product list: header, banners, search, sort, categories, products by page. */
export function ProductListPage({ search }: { search: ListSearch }) {
  const lang = useLang();
  const config = useQuery(shopConfigQuery());
  const banners = useQuery(shopBannersQuery());

  if (config.error && !config.data)
    return (
      <ShopLayout>
        <ErrorState error={config.error} onRetry={() => void config.refetch()} />
      </ShopLayout>
    );

  return (
    <ShopLayout>
      <Stack gap="5">
        <Heading as="h1" size="xl">
          {config.data ? (
            pick(config.data.title, lang)
          ) : (
            <Pulse as="span" display="block" height="8" width="50%" />
          )}
        </Heading>
        {banners.data && <ShopBanners banners={banners.data} />}
        {config.data ? (
          <>
            <ListControls config={config.data} search={search} />
            <Products config={config.data} search={search} />
          </>
        ) : (
          <GridSkeleton />
        )}
      </Stack>
    </ShopLayout>
  );
}
