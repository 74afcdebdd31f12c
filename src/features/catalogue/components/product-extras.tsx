import { chakra, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { pick } from '@/lib/localized-text';
import { prerequisitesQuery, storesQuery } from '../api/shop';

const List = chakra('ul', { base: { listStyleType: 'disc', paddingInlineStart: '5' } });

/** A store's own units of a product stocked per store; nothing for one sold from the product's stock. */
function StoreStockLine({ units }: { units: number | undefined }) {
  const { t } = useTranslation('catalogue');
  if (units === undefined) return null;
  return units > 0 ? (
    <Text fontSize="sm" color="green.fg">
      {t('detail.store_stock', { count: units })}
    </Text>
  ) : (
    <Text fontSize="sm" color="fg.error" fontWeight="medium">
      {t('detail.store_out')}
    </Text>
  );
}

/**
 * What checkout will ask for this product (GET /invoice/preqs) and the stores that hold it
 * (GET /stores), each shown once its answer is in; neither holds up the product itself.
 */
export function ProductExtras({ slug }: { slug: string }) {
  const { t } = useTranslation('catalogue');
  const lang = useLang();
  const slugs = [slug];
  const fields = useQuery(prerequisitesQuery(slugs));
  const stores = useQuery(storesQuery(slugs));
  const required = fields.data?.find((entry) => entry.product_slug === slug)?.required_fields ?? [];
  const holding = stores.data?.filter((store) => store.product_slugs.includes(slug)) ?? [];
  return (
    <>
      {required.length > 0 && (
        <Stack gap="2" as="section" aria-labelledby="product-fields">
          <Heading as="h2" size="sm" id="product-fields">
            {t('detail.fields')}
          </Heading>
          <List>
            {required.map((field) => (
              <li key={field.name}>{pick(field.label, lang)}</li>
            ))}
          </List>
        </Stack>
      )}
      {holding.length > 0 && (
        <Stack gap="2" as="section" aria-labelledby="product-stores">
          <Heading as="h2" size="sm" id="product-stores">
            {t('detail.stores')}
          </Heading>
          <Stack as="ul" gap="2" listStyleType="none">
            {holding.map((store) => (
              <li key={store.id}>
                <Text fontWeight="semibold">{pick(store.name, lang)}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {pick(store.address, lang)}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {/* A phone number reads left to right in Arabic too, in the line's own alignment. */}
                  <bdi dir="ltr">{store.phone}</bdi>
                </Text>
                <StoreStockLine units={store.stock[slug]} />
              </li>
            ))}
          </Stack>
        </Stack>
      )}
    </>
  );
}
