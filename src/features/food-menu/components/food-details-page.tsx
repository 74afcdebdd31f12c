import { Box, Button, chakra, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { DrawnFormFields } from '@/components/drawn-form-fields';
import { ErrorState } from '@/components/page-states';
import type { MenuItemDetail } from '@/domain/contracts/food';
import { linePrice } from '@/domain/food-cart';
import { addToCart } from '@/domain/food-cart-lines';
import { amountMinor, formatMoney } from '@/domain/money';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { categoriesQuery, menuConfigQuery, menuItemQuery } from '../api/menu';
import { updateCart, useFoodStore } from '../cart-store';
import { hasErrors, initialSelection, selectionErrors, toCartLine } from '../lib/item-selection';
import { pick } from '../lib/menu-text';
import { ItemPrice } from './item-card';
import { ItemChoices } from './item-choices';
import { MenuLayout } from './menu-layout';
import { Pulse } from './pulse';
import { QuantityStepper } from './quantity-stepper';

interface FoodDetailsPageProps {
  categoryId: number;
  itemId: number;
}

/** SPEC 2.6 food details: pictures, sizes, options, add-ons, special instruction, quantity. */
export function FoodDetailsPage({ categoryId, itemId }: FoodDetailsPageProps) {
  const { t } = useTranslation('food-order');
  const item = useQuery(menuItemQuery(itemId));
  const config = useQuery(menuConfigQuery());
  return (
    <MenuLayout>
      {item.error && !item.data ? (
        <ErrorState error={item.error} onRetry={() => void item.refetch()} />
      ) : item.data && config.data ? (
        <ItemForm item={item.data} categoryId={categoryId} currency={config.data.currency_code} />
      ) : (
        <Stack gap="4" role="status" aria-busy="true">
          <Box srOnly>{t('loading')}</Box>
          <Pulse height="56" />
          <Pulse height="8" width="60%" />
          <Pulse height="24" />
        </Stack>
      )}
    </MenuLayout>
  );
}

function ItemForm({
  item,
  categoryId,
  currency,
}: {
  item: MenuItemDetail;
  categoryId: number;
  currency: string;
}) {
  const { t } = useTranslation('food-order');
  const lang = useLang();
  const navigate = useNavigate();
  const { choices } = useFoodStore();
  const categories = useQuery(categoriesQuery(choices.delivery_type));
  const [selection, setSelection] = useState(() => initialSelection(item));
  const [submitted, setSubmitted] = useState(false);
  const errors = selectionErrors(item, selection);
  const line = toCartLine(item, selection, currency);
  const category = categories.data?.find((candidate) => candidate.id === (item.category_id || categoryId));
  const name = pick(item.name, lang);
  // Sold out today comes back by itself at midnight; until then the dish cannot be added.
  const orderable = item.available && !item.sold_out_today;

  const add = () => {
    setSubmitted(true);
    if (hasErrors(errors) || !orderable) return;
    const catering = category?.is_catering
      ? {
          id: category.id,
          name: category.name,
          minimum_number_of_plates: category.minimum_number_of_plates,
          service_charges: amountMinor(category.service_charges, currency),
        }
      : undefined;
    updateCart((cart) => addToCart(cart, line, catering));
    void navigate({ to: '/$lang/new-menu', params: { lang } });
  };

  return (
    <chakra.form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        add();
      }}
    >
      <DrawnFormFields gap="0">
        <Stack gap="5" bg="bg" borderWidth="1px" borderRadius="lg" padding={{ base: '4', md: '6' }}>
          <Button asChild variant="ghost" size="sm" alignSelf="flex-start">
            <Link to="/$lang/new-menu" params={{ lang }}>
              {t('details.back')}
            </Link>
          </Button>
          {item.images.length > 0 && (
            <Flex gap="2" overflowX="auto">
              {item.images.map((src, index) => (
                <chakra.img
                  key={src}
                  src={src}
                  alt={index === 0 ? name : ''}
                  width={item.images.length > 1 ? '85%' : 'full'}
                  flexShrink="0"
                  aspectRatio="16 / 9"
                  objectFit="cover"
                  borderRadius="lg"
                />
              ))}
            </Flex>
          )}
          <Stack gap="1">
            <Heading as="h1" size="xl">
              {name}
            </Heading>
            <Text color="fg.muted">{pick(item.description, lang)}</Text>
            <ItemPrice item={item} currency={currency} />
          </Stack>
          <ItemChoices
            item={item}
            currency={currency}
            selection={selection}
            onChange={setSelection}
            errors={submitted ? errors : { options: [], instructionTooLong: errors.instructionTooLong }}
          />
          <Flex gap="3" align="center" justify="space-between" wrap="wrap">
            {category?.is_catering ? (
              <Text fontSize="sm" color="fg.muted">
                {t('details.plates_hint', { count: category.minimum_number_of_plates })}
              </Text>
            ) : (
              <QuantityStepper
                label={t('details.quantity')}
                value={selection.quantity}
                onChange={(quantity) => setSelection({ ...selection, quantity })}
              />
            )}
            <Button
              type="submit"
              colorPalette="orange"
              size="lg"
              disabled={!orderable}
              flex={{ base: '1', sm: '0 0 auto' }}
            >
              {orderable
                ? t('details.add', {
                    price: formatMoney(linePrice({ ...line, quantity: selection.quantity }), currency, lang),
                  })
                : t(item.available ? 'food-menu:item.sold_out_today' : 'food-menu:item.unavailable')}
            </Button>
          </Flex>
        </Stack>
      </DrawnFormFields>
    </chakra.form>
  );
}
