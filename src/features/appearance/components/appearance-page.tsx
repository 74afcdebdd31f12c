import { Button, Stack, Text } from '@chakra-ui/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AppearanceSettings } from '@/domain/contracts/appearance';
import { THEMED_PLUGINS, type ThemedPlugin } from '@/domain/themes';
import { showFormErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n-react';
import { notifySuccess } from '@/lib/toaster';
import { appearanceSettingsQuery, useUpdateAppearance } from '../api/appearance-settings';
import { PluginAppearanceFields } from './plugin-appearance-fields';

/** How each customer-facing plugin's pages look, for owners; saved together. */
export function AppearancePage() {
  const { t } = useTranslation('appearance');
  const { data: saved } = useSuspenseQuery(appearanceSettingsQuery());
  const [settings, setSettings] = useState<AppearanceSettings>(saved);
  const [errors, setErrors] = useState<Partial<Record<ThemedPlugin, string>>>({});
  const update = useUpdateAppearance();

  const save = () => {
    setErrors({});
    update.mutate(settings, {
      onSuccess: () => notifySuccess(t('saved')),
      onError: (error) =>
        showFormErrors(error, { setErrors, setStatus: () => undefined }, THEMED_PLUGINS, 'toast'),
    });
  };

  return (
    <Stack
      as="form"
      gap="4"
      maxWidth="4xl"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <Text color="fg.muted">{t('intro')}</Text>
      {THEMED_PLUGINS.map((plugin) => (
        <PluginAppearanceFields
          key={plugin}
          plugin={plugin}
          value={settings[plugin]}
          error={errors[plugin]}
          onChange={(change) =>
            setSettings((current) => ({ ...current, [plugin]: { ...current[plugin], ...change } }))
          }
        />
      ))}
      <Button type="submit" colorPalette="orange" alignSelf="flex-start" loading={update.isPending}>
        {t('save')}
      </Button>
    </Stack>
  );
}
