import { Badge, Box, Button, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { availableStock } from '@/domain/catalogue-stock';
import type { AdminProduct } from '@/domain/contracts/catalogue-admin';
import { mediaSrcSet } from '@/domain/images';
import { amountMinor, formatMoney } from '@/domain/money';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';

export interface ProductActions {
  onEdit: (product: AdminProduct) => void;
  onArchive: (product: AdminProduct) => void;
  onDelete: (product: AdminProduct) => void;
}

/** The units left: a product counted per store shows its stores' total. */
const stockOf = (product: AdminProduct) =>
  availableStock(
    product.inventory,
    product.store_stock.map((entry) => ({ inventory: entry.inventory, active: true })),
  );

function StockText({ product }: { product: AdminProduct }) {
  const { t } = useTranslation('catalogue-admin');
  const units = stockOf(product);
  if (units === null) return t('stock.unlimited');
  return product.store_stock.length > 0
    ? t('stock.per_store', { count: units })
    : t('stock.count', { count: units });
}

function StatusBadge({ product }: { product: AdminProduct }) {
  const { t } = useTranslation('catalogue-admin');
  if (product.archived_at) return <Badge colorPalette="gray">{t('status.archived')}</Badge>;
  if (!product.is_active) return <Badge colorPalette="yellow">{t('status.inactive')}</Badge>;
  if (stockOf(product) === 0) return <Badge colorPalette="red">{t('status.sold_out')}</Badge>;
  return <Badge colorPalette="green">{t('status.active')}</Badge>;
}

/** One product per row: picture, names, price, stock and its actions; it wraps on a phone. */
function ProductRow({ product, actions }: { product: AdminProduct; actions?: ProductActions }) {
  const { t } = useTranslation('catalogue-admin');
  const lang = useLang();
  const name = lang === 'ar' ? product.name_ar : product.name_en;
  const money = (amount: string) =>
    formatMoney(amountMinor(amount, product.currency_code), product.currency_code, lang);
  const image = product.images[0];
  return (
    <HStack as="li" gap="3" paddingBlock="3" borderBlockEndWidth="1px" align="flex-start" wrap="wrap">
      <Box width="16" height="16" flexShrink={0} borderRadius="md" bg="bg.muted" overflow="hidden">
        {image && (
          <Image
            src={image}
            srcSet={mediaSrcSet(image, 'product') ?? undefined}
            sizes="64px"
            alt=""
            width="16"
            height="16"
            objectFit="cover"
          />
        )}
      </Box>
      <Stack gap="1" flex="1" minWidth="40">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="semibold">{name}</Text>
          <StatusBadge product={product} />
        </HStack>
        <Text textStyle="sm" color="fg.muted" dir="ltr" textAlign="start">
          {product.slug}
        </Text>
        <HStack gap="3" textStyle="sm" wrap="wrap">
          {product.discounted_price ? (
            <Text>
              <Text as="span" textDecoration="line-through" color="fg.muted">
                {money(product.price)}
              </Text>{' '}
              {money(product.discounted_price)}
            </Text>
          ) : (
            <Text>{money(product.price)}</Text>
          )}
          <Text color="fg.muted">
            <StockText product={product} />
          </Text>
        </HStack>
      </Stack>
      {actions && (
        <HStack gap="2" wrap="wrap">
          <Button
            size="sm"
            variant="outline"
            onClick={() => actions.onEdit(product)}
            aria-label={t('actions.edit_named', { name })}
          >
            {t('actions.edit')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => actions.onArchive(product)}
            aria-label={t(product.archived_at ? 'actions.restore_named' : 'actions.archive_named', { name })}
          >
            {t(product.archived_at ? 'actions.restore' : 'actions.archive')}
          </Button>
          {!product.ordered && (
            <Button
              size="sm"
              variant="ghost"
              colorPalette="red"
              onClick={() => actions.onDelete(product)}
              aria-label={t('actions.delete_named', { name })}
            >
              {t('actions.delete')}
            </Button>
          )}
        </HStack>
      )}
    </HStack>
  );
}

export function ProductList({ rows, actions }: { rows: AdminProduct[]; actions?: ProductActions }) {
  const { t } = useTranslation('catalogue-admin');
  return (
    <Stack as="ul" listStyleType="none" gap="0" aria-label={t('list_label')}>
      {rows.map((product) => (
        <ProductRow key={product.id} product={product} actions={actions} />
      ))}
    </Stack>
  );
}
