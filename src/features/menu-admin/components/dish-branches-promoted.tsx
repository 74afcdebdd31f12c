import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useFormikContext } from 'formik';
import { CheckboxControl } from '@/components/formik-fields';
import type { DeliveryType } from '@/domain/contracts/food';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { menuBranchesQuery, menuSettingsQuery } from '../api/menu-queries';
import type { DishValues } from '../schemas/dish-schema';

/** The branches that sell the dish: a branch unticked is stored as "off" there. */
export function DishBranches() {
  const { t } = useTranslation('menu-admin');
  const lang = useLang();
  const branches = useQuery(menuBranchesQuery());
  const { values, setFieldValue } = useFormikContext<DishValues>();
  if (!branches.data) return <Text color="fg.muted">{t('states.loading')}</Text>;
  if (branches.data.length === 0) return <Text color="fg.muted">{t('branches.empty')}</Text>;
  return (
    <Stack gap="2" role="group" aria-label={t('dishes.sections.branches')}>
      <Text textStyle="sm" color="fg.muted">
        {t('dishes.branches_hint')}
      </Text>
      {branches.data.map((branch) => (
        <CheckboxControl
          key={branch.id}
          label={lang === 'ar' ? branch.name_ar : branch.name_en}
          checked={!values.branch_ids_off.includes(branch.id)}
          onChange={(sold) =>
            void setFieldValue(
              'branch_ids_off',
              sold
                ? values.branch_ids_off.filter((id) => id !== branch.id)
                : [...values.branch_ids_off, branch.id].sort((a, b) => a - b),
            )
          }
        />
      ))}
    </Stack>
  );
}

/** The delivery types whose menu promotes the dish, as chips that are pressed or not. */
export function DishPromoted() {
  const { t } = useTranslation('menu-admin');
  const settings = useQuery(menuSettingsQuery());
  const { values, setFieldValue } = useFormikContext<DishValues>();
  const types: readonly DeliveryType[] = settings.data?.delivery_types ?? ['delivery', 'pickup', 'catering'];
  const toggle = (type: DeliveryType) =>
    void setFieldValue(
      'promoted_for',
      values.promoted_for.includes(type)
        ? values.promoted_for.filter((entry) => entry !== type)
        : [...values.promoted_for, type],
    );
  return (
    <Stack gap="2">
      <Text textStyle="sm" color="fg.muted">
        {t('dishes.promoted_hint')}
      </Text>
      <HStack gap="2" wrap="wrap" role="group" aria-label={t('dishes.sections.promoted')}>
        {types.map((type) => {
          const pressed = values.promoted_for.includes(type);
          return (
            <Button
              key={type}
              size="sm"
              borderRadius="full"
              variant={pressed ? 'solid' : 'outline'}
              colorPalette={pressed ? 'orange' : 'gray'}
              aria-pressed={pressed}
              onClick={() => toggle(type)}
            >
              {t(`delivery_types.${type}`)}
            </Button>
          );
        })}
      </HStack>
    </Stack>
  );
}
