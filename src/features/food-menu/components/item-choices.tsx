import { Box, chakra, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { TextareaControl } from '@/components/form-controls';
import { PayField } from '@/components/pay-field';
import type { MenuItemDetail } from '@/domain/contracts/food';
import { amountMinor, formatMoney } from '@/domain/money';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { type ItemSelection, type SelectionErrors, SPECIAL_INSTRUCTION_LIMIT } from '../lib/item-selection';
import { pick } from '../lib/menu-text';

interface ItemChoicesProps {
  item: MenuItemDetail;
  currency: string;
  selection: ItemSelection;
  onChange: (selection: ItemSelection) => void;
  errors: SelectionErrors;
}

/** A group of native radios or checkboxes: arrow keys and screen readers work as they should. */
function ChoiceGroup({
  id,
  legend,
  required,
  error,
  children,
}: {
  id: string;
  legend: string;
  required?: boolean;
  error?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('food-order');
  return (
    <chakra.fieldset
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={Boolean(error) || undefined}
    >
      <chakra.legend fontWeight="semibold" marginBlockEnd="2">
        {legend}
        {required && (
          <Text as="span" fontSize="xs" color="fg.muted" marginInlineStart="2">
            {t('details.required')}
          </Text>
        )}
      </chakra.legend>
      <Stack gap="1">{children}</Stack>
      {error && (
        <Text id={`${id}-error`} role="alert" color="fg.error" fontSize="sm" marginBlockStart="1">
          {error}
        </Text>
      )}
    </chakra.fieldset>
  );
}

function Choice({
  type,
  name,
  checked,
  label,
  price,
  onChange,
}: {
  type: 'radio' | 'checkbox';
  name: string;
  checked: boolean;
  label: string;
  price?: string;
  onChange: () => void;
}) {
  return (
    <chakra.label
      display="flex"
      alignItems="center"
      gap="3"
      paddingBlock="2"
      paddingInline="3"
      borderWidth="1px"
      borderRadius="md"
      cursor="pointer"
      borderColor={checked ? 'orange.500' : 'border'}
      bg={checked ? 'orange.50' : 'bg'}
    >
      <chakra.input
        type={type}
        name={name}
        checked={checked}
        onChange={onChange}
        accentColor="orange.600"
        width="4"
        height="4"
      />
      <Box flex="1">{label}</Box>
      {price && (
        <Text fontSize="sm" color="fg.muted">
          <bdi>{price}</bdi>
        </Text>
      )}
    </chakra.label>
  );
}

/** Sizes, options (required ones marked and checked), add-ons and the special instruction. */
export function ItemChoices({ item, currency, selection, onChange, errors }: ItemChoicesProps) {
  const { t } = useTranslation('food-order');
  const lang = useLang();
  const extra = (price: string) => {
    const minor = amountMinor(price, currency);
    return minor > 0 ? `+${formatMoney(minor, currency, lang)}` : undefined;
  };
  return (
    <Stack gap="5">
      {item.sizes.length > 0 && (
        <ChoiceGroup id="item-size" legend={t('details.size')}>
          {item.sizes.map((size) => (
            <Choice
              key={size.id}
              type="radio"
              name="size"
              checked={selection.size === size.id}
              label={pick(size.name, lang)}
              price={formatMoney(
                amountMinor(size.price_with_discount ?? size.price, currency),
                currency,
                lang,
              )}
              onChange={() => onChange({ ...selection, size: size.id })}
            />
          ))}
        </ChoiceGroup>
      )}
      {item.options.map((group) => (
        <ChoiceGroup
          key={group.id}
          id={`item-option-${group.id}`}
          legend={pick(group.name, lang)}
          required={group.required}
          error={
            errors.options.includes(group.id)
              ? t('details.choose_option', { name: pick(group.name, lang) })
              : undefined
          }
        >
          {group.items.map((choice) => (
            <Choice
              key={choice.id}
              type="radio"
              name={`option-${group.id}`}
              checked={selection.options[group.id] === choice.id}
              label={pick(choice.name, lang)}
              price={extra(choice.price)}
              onChange={() =>
                onChange({ ...selection, options: { ...selection.options, [group.id]: choice.id } })
              }
            />
          ))}
        </ChoiceGroup>
      ))}
      {item.add_ons.length > 0 && (
        <ChoiceGroup id="item-add-ons" legend={t('details.add_ons')}>
          {item.add_ons.map((addOn) => {
            const checked = selection.addOns.includes(addOn.id);
            return (
              <Choice
                key={addOn.id}
                type="checkbox"
                name="add_ons"
                checked={checked}
                label={pick(addOn.name, lang)}
                price={extra(addOn.price)}
                onChange={() =>
                  onChange({
                    ...selection,
                    addOns: checked
                      ? selection.addOns.filter((id) => id !== addOn.id)
                      : [...selection.addOns, addOn.id],
                  })
                }
              />
            );
          })}
        </ChoiceGroup>
      )}
      <PayField
        label={t('details.instruction')}
        controlId="item-instruction"
        error={errors.instructionTooLong ? t('details.instruction_too_long') : undefined}
        helper={`${selection.instruction.length}/${SPECIAL_INSTRUCTION_LIMIT}`}
      >
        <TextareaControl
          id="item-instruction"
          name="special_instruction"
          rows={2}
          value={selection.instruction}
          aria-invalid={errors.instructionTooLong}
          onChange={(event) => onChange({ ...selection, instruction: event.target.value })}
        />
      </PayField>
    </Stack>
  );
}
