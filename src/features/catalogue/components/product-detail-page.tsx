import { Box, Button, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ErrorState } from '@/components/page-states';
import { Pulse } from '@/components/pulse';
import type { CatalogueConfig, ProductDetail } from '@/domain/contracts/catalogue';
import { useLang } from '@/hooks/use-lang';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n-react';
import { pick } from '@/lib/localized-text';
import { productQuery, shopConfigQuery } from '../api/shop';
import { AddToCart } from './add-to-cart';
import { ProductExtras } from './product-extras';
import { ProductGallery } from './product-gallery';
import { ProductPrice } from './product-price';
import { ShopLayout } from './shop-layout';

function BackToList() {
  const { t } = useTranslation('catalogue');
  const lang = useLang();
  return (
    <Button asChild variant="ghost" size="sm" alignSelf="flex-start">
      <Link to="/$lang/catalogue/product-list" params={{ lang }}>
        {t('detail.back')}
      </Link>
    </Button>
  );
}

/** An unknown or withdrawn slug: the shop's own "not found", with the way back to the list. */
function ProductNotFound({ error }: { error: ApiError }) {
  const { t } = useTranslation('catalogue');
  return (
    <Stack gap="4" align="center" textAlign="center" paddingBlock="10">
      <Text fontSize="5xl" fontWeight="bold" color="orange.600" aria-hidden="true">
        404
      </Text>
      <Heading as="h1" size="xl">
        {t('detail.not_found')}
      </Heading>
      <Text color="fg.muted">{error.body.message ?? t('detail.not_found_hint')}</Text>
      <BackToList />
    </Stack>
  );
}

function Product({ product, config }: { product: ProductDetail; config: CatalogueConfig }) {
  const lang = useLang();
  const name = pick(product.name, lang);
  const images = product.images.length > 0 ? product.images : product.image_url ? [product.image_url] : [];
  return (
    <Stack gap="4">
      <BackToList />
      <Grid
        templateColumns={{ base: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' }}
        gap={{ base: '5', md: '8' }}
      >
        <ProductGallery images={images} name={name} />
        <Stack gap="5">
          <Stack gap="2">
            <Heading as="h1" size="2xl">
              {name}
            </Heading>
            <ProductPrice
              price={product.price}
              discountedPrice={product.discounted_price}
              currency={config.currency_code}
              size="xl"
            />
          </Stack>
          <Text whiteSpace="pre-line">{pick(product.description, lang)}</Text>
          <AddToCart product={product} config={config} />
          <ProductExtras slug={product.slug} />
        </Stack>
      </Grid>
    </Stack>
  );
}

/** SPEC 2.7 product detail: pictures, description, price, quantity, checkout fields, stores, add to cart. */
export function ProductDetailPage({ slug }: { slug: string }) {
  const { t } = useTranslation('catalogue');
  const product = useQuery(productQuery(slug));
  const config = useQuery(shopConfigQuery());
  const error = product.error ?? config.error;
  const body = () => {
    if (product.error instanceof ApiError && product.error.status === 404)
      return <ProductNotFound error={product.error} />;
    if (error && !(product.data && config.data))
      return <ErrorState error={error} onRetry={() => void (product.error ? product : config).refetch()} />;
    if (product.data && config.data) return <Product product={product.data} config={config.data} />;
    return (
      <Stack gap="4" role="status" aria-busy="true">
        <Box srOnly>{t('loading')}</Box>
        <Pulse aspectRatio="1 / 1" maxWidth="md" />
        <Pulse height="8" width="60%" />
        <Pulse height="24" />
      </Stack>
    );
  };
  return <ShopLayout>{body()}</ShopLayout>;
}
