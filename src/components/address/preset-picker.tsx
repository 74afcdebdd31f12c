import { Box, chakra, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from '@/lib/i18n-react';

const PRESET_KEYS: Record<string, string> = {
  Home: 'home',
  Work: 'work',
  Chalet: 'chalet',
  Farm: 'farm',
  'Custom name': 'custom',
};

interface PresetPickerProps {
  presets: string[];
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** Address name presets as native radios: arrow keys and screen readers work with no extra code. */
export function PresetPicker({ presets, value, error, onChange }: PresetPickerProps) {
  const { t } = useTranslation('address');
  return (
    <chakra.fieldset>
      <chakra.legend id="address-preset-label" fontWeight="medium" fontSize="sm" marginBlockEnd="2">
        {t('address.address')}
        <Box as="span" color="fg.error" aria-hidden="true" marginInlineStart="1">
          *
        </Box>
      </chakra.legend>
      <HStack
        gap="2"
        wrap="wrap"
        role="radiogroup"
        aria-labelledby="address-preset-label"
        aria-required="true"
      >
        {presets.map((preset) => {
          const checked = value === preset;
          return (
            <chakra.label
              key={preset}
              cursor="pointer"
              borderWidth="1px"
              borderRadius="full"
              paddingInline="4"
              paddingBlock="1.5"
              fontSize="sm"
              borderColor={checked ? 'orange.500' : 'border'}
              bg={checked ? 'orange.50' : 'bg'}
              color={checked ? 'orange.800' : 'fg'}
              _focusWithin={{ outline: '2px solid', outlineColor: 'orange.focusRing', outlineOffset: '2px' }}
            >
              <chakra.input
                type="radio"
                name="address"
                value={preset}
                checked={checked}
                onChange={() => onChange(preset)}
                position="absolute"
                opacity="0"
                width="1px"
                height="1px"
              />
              {PRESET_KEYS[preset] ? t(`address.presets.${PRESET_KEYS[preset]}`) : preset}
            </chakra.label>
          );
        })}
      </HStack>
      <Text color="fg.error" fontSize="sm" marginBlockStart="1" aria-live="polite">
        {error}
      </Text>
    </chakra.fieldset>
  );
}
