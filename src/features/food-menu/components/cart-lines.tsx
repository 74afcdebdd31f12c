import { Box, Button, chakra, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { type CartLine, type CateringCategory, type FoodCart, linePrice, platesOf } from '@/domain/food-cart';
import { removeLine, setLineQuantity, setPlates } from '@/domain/food-cart-lines';
import { formatMoney } from '@/domain/money';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { updateCart } from '../cart-store';
import { pick } from '../lib/menu-text';
import { QuantityStepper } from './quantity-stepper';

function LineRow({ cart, line, currency }: { cart: FoodCart; line: CartLine; currency: string }) {
  const { t } = useTranslation('food-order');
  const lang = useLang();
  const plates = platesOf(cart, line);
  const name = pick(line.name, lang);
  const details = [
    line.size && pick(line.size.name, lang),
    ...Object.values(line.options).map((choice) => `${pick(choice.group, lang)}: ${pick(choice.name, lang)}`),
    ...line.add_ons.map((addOn) => `+ ${pick(addOn.name, lang)}`),
  ].filter(Boolean);
  return (
    <Flex as="li" gap="3" paddingBlock="3" borderBlockEndWidth="1px" align="flex-start" aria-label={name}>
      {line.image && (
        <chakra.img src={line.image} alt="" width="16" height="16" borderRadius="md" objectFit="cover" />
      )}
      <Stack gap="1" flex="1" minWidth="0">
        <Flex justify="space-between" gap="2">
          <Text fontWeight="semibold">{name}</Text>
          <Text fontWeight="semibold" whiteSpace="nowrap">
            {formatMoney(linePrice(line, plates), currency, lang)}
          </Text>
        </Flex>
        {details.length > 0 && (
          <Text fontSize="sm" color="fg.muted">
            {details.join(' · ')}
          </Text>
        )}
        {line.special_instruction && (
          <Text fontSize="sm" color="fg.muted" fontStyle="italic">
            {t('summary.instruction', { text: line.special_instruction })}
          </Text>
        )}
        <Flex justify="space-between" align="center" gap="2" wrap="wrap">
          {plates === undefined ? (
            <QuantityStepper
              label={t('summary.quantity_of', { name })}
              value={line.quantity}
              onChange={(quantity) => updateCart((current) => setLineQuantity(current, line.uId, quantity))}
            />
          ) : (
            <Text fontSize="sm">{t('summary.per_plate')}</Text>
          )}
          <Button
            size="sm"
            variant="ghost"
            colorPalette="red"
            aria-label={t('summary.remove_name', { name })}
            onClick={() => updateCart((current) => removeLine(current, line.uId))}
          >
            {t('summary.remove')}
          </Button>
        </Flex>
      </Stack>
    </Flex>
  );
}

function CateringHeader({ category, currency }: { category: CateringCategory; currency: string }) {
  const { t } = useTranslation('food-order');
  const lang = useLang();
  const name = pick(category.name, lang);
  return (
    <Flex
      justify="space-between"
      align="center"
      gap="3"
      wrap="wrap"
      bg="orange.50"
      borderRadius="md"
      padding="3"
    >
      <Box>
        <Heading as="h3" size="sm">
          {name}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {t('summary.minimum_plates', { count: category.minimum_number_of_plates })}
          {category.service_charges > 0 &&
            ` · ${t('summary.service_charges', { amount: formatMoney(category.service_charges, currency, lang) })}`}
        </Text>
      </Box>
      <QuantityStepper
        label={t('summary.plates_of', { name })}
        value={category.number_of_plates}
        min={category.minimum_number_of_plates}
        onChange={(plates) => updateCart((cart) => setPlates(cart, category.id, plates))}
      />
    </Flex>
  );
}

/** The cart's lines, catering ones grouped under their category with its plates. */
export function CartLines({ cart, currency }: { cart: FoodCart; currency: string }) {
  const cateringIds = new Set(cart.catering_categories.map((category) => category.id));
  const plain = cart.lines.filter((line) => !cateringIds.has(line.category_id));
  return (
    <Stack gap="4">
      {plain.length > 0 && (
        <chakra.ul listStyleType="none">
          {plain.map((line) => (
            <LineRow key={line.uId} cart={cart} line={line} currency={currency} />
          ))}
        </chakra.ul>
      )}
      {cart.catering_categories.map((category) => (
        <Stack key={category.id} gap="1" as="section">
          <CateringHeader category={category} currency={currency} />
          <chakra.ul listStyleType="none">
            {cart.lines
              .filter((line) => line.category_id === category.id)
              .map((line) => (
                <LineRow key={line.uId} cart={cart} line={line} currency={currency} />
              ))}
          </chakra.ul>
        </Stack>
      ))}
    </Stack>
  );
}
