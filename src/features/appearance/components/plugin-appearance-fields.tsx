import { Card, Heading, RadioGroup, SimpleGrid, Stack, Switch, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { PluginAppearance } from '@/domain/contracts/appearance';
import { isThemeName, THEME_NAMES, type ThemedPlugin } from '@/domain/themes';
import { useTranslation } from '@/lib/i18n-react';
import { ThemePreview } from './theme-preview';

interface Props {
  plugin: ThemedPlugin;
  value: PluginAppearance;
  /** A change of some fields; the page applies it to its latest state (Ark reports changes after the click). */
  onChange: (change: Partial<PluginAppearance>) => void;
  error?: string;
}

/** One plugin's look: its theme as a group of previews (one radio each), and the header's two switches. */
export function PluginAppearanceFields({ plugin, value, onChange, error }: Props) {
  const { t } = useTranslation('appearance');
  const headingId = useId();
  const toggle = (field: 'show_social_links' | 'show_language_button') => (
    <Switch.Root
      colorPalette="orange"
      checked={value[field]}
      onCheckedChange={(details) => onChange({ [field]: details.checked })}
    >
      <Switch.HiddenInput />
      <Switch.Control>
        <Switch.Thumb />
      </Switch.Control>
      <Switch.Label>{t(`fields.${field}`)}</Switch.Label>
    </Switch.Root>
  );
  return (
    <Card.Root as="section" aria-labelledby={headingId}>
      <Card.Body>
        <Stack gap="4">
          <Heading as="h2" size="md" id={headingId}>
            {t(`plugins.${plugin}`)}
          </Heading>
          <RadioGroup.Root
            colorPalette="orange"
            value={value.theme}
            onValueChange={(details) => {
              if (details.value && isThemeName(details.value)) onChange({ theme: details.value });
            }}
            aria-invalid={error ? true : undefined}
          >
            <RadioGroup.Label marginBlockEnd="2">{t('fields.theme')}</RadioGroup.Label>
            <SimpleGrid columns={{ base: 2, sm: 3, md: 5 }} gap="3">
              {THEME_NAMES.map((theme) => (
                <RadioGroup.Item
                  key={theme}
                  value={theme}
                  data-theme-choice={theme}
                  flexDirection="column"
                  alignItems="stretch"
                  gap="2"
                  padding="2"
                  borderWidth="2px"
                  borderRadius="md"
                  borderColor={value.theme === theme ? 'orange.solid' : 'border'}
                  cursor="pointer"
                  _focusWithin={{
                    outline: '2px solid',
                    outlineColor: 'orange.focusRing',
                    outlineOffset: '2px',
                  }}
                >
                  <RadioGroup.ItemHiddenInput />
                  <ThemePreview theme={theme} />
                  <Stack direction="row" align="center" gap="2">
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>{t(`themes.${theme}`)}</RadioGroup.ItemText>
                  </Stack>
                </RadioGroup.Item>
              ))}
            </SimpleGrid>
          </RadioGroup.Root>
          {error && (
            <Text color="fg.error" fontSize="sm" role="alert">
              {error}
            </Text>
          )}
          <Stack gap="3">
            {toggle('show_social_links')}
            {toggle('show_language_button')}
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
