import { Checkbox, chakra, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { useField } from 'formik';
import { isHeaderColor } from '@/domain/branding-rules';
import { useTranslation } from '@/lib/i18n-react';

/**
 * The header colour: a picker and its hex digits (typed or pasted, with or without '#'), or a
 * transparent header that keeps the page's own colours.
 */
export function ColourField() {
  const { t } = useTranslation('branding');
  const [transparent, , transparentHelpers] = useField<boolean>('transparent');
  const [colour, meta, colourHelpers] = useField<string>('header_color');
  const digits = colour.value.replace(/^#/, '');
  const error = meta.touched ? meta.error : undefined;
  return (
    <Stack gap="2">
      <Field.Root invalid={Boolean(error)} disabled={transparent.value}>
        <Field.Label>{t('unit.colour')}</Field.Label>
        <HStack gap="3">
          <chakra.input
            type="color"
            aria-label={t('unit.colour_picker')}
            value={isHeaderColor(digits.toLowerCase()) ? `#${digits.toLowerCase()}` : '#000000'}
            onChange={(event) => void colourHelpers.setValue(event.target.value.slice(1))}
            disabled={transparent.value}
            width="10"
            height="10"
            flexShrink="0"
            padding="0"
            borderWidth="1px"
            borderRadius="md"
            cursor="pointer"
          />
          <Input {...colour} maxWidth="32" dir="ltr" spellCheck={false} autoComplete="off" />
        </HStack>
        <Field.HelperText>{t('unit.colour_hint')}</Field.HelperText>
        <Field.ErrorText aria-live="polite">{error}</Field.ErrorText>
      </Field.Root>
      <Checkbox.Root
        checked={transparent.value}
        onCheckedChange={(details) => void transparentHelpers.setValue(details.checked === true)}
        colorPalette="orange"
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control>
          <Checkbox.Indicator />
        </Checkbox.Control>
        <Checkbox.Label>{t('unit.transparent')}</Checkbox.Label>
      </Checkbox.Root>
    </Stack>
  );
}
