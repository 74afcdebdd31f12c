import { Heading, SimpleGrid } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { EditorDialog } from '@/components/editor-dialog';
import { digitsOnly, InputField, SelectField, SwitchField } from '@/components/formik-fields';
import type { AdminArea, AreaRequest } from '@/domain/contracts/menu-admin';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { menuZonesQuery } from '../api/menu-queries';
import { useMenuCurrency } from '../api/use-menu-currency';
import {
  AREA_SERVER_FIELDS,
  type AreaValues,
  areaRequest,
  areaSchema,
  areaValues,
} from '../schemas/area-schema';
import { HoursExceptionsEditor } from './hours-exceptions-editor';
import { MenuRecordForm } from './menu-record-form';
import { NameFields } from './name-fields';
import { WeeklyHoursEditor } from './weekly-hours-editor';
import { useBranchChoices } from './zone-dialog';

interface AreaFormProps {
  area: AdminArea | null;
  nextPosition: number;
  onClose: () => void;
}

function AreaForm({ area, nextPosition, onClose }: AreaFormProps) {
  const { t } = useTranslation('menu-admin');
  const lang = useLang();
  const currency = useMenuCurrency();
  const branches = useBranchChoices();
  const zones = (useQuery(menuZonesQuery()).data ?? []).map((zone) => ({
    value: String(zone.id),
    label: lang === 'ar' ? zone.name_ar : zone.name_en,
  }));
  const schema = useMemo(() => areaSchema(t, currency), [t, currency]);
  return (
    <MenuRecordForm<AreaValues, AreaRequest, AdminArea>
      resource="areas"
      id={area?.id ?? null}
      initialValues={areaValues(area, nextPosition)}
      schema={schema}
      toRequest={areaRequest}
      serverFields={AREA_SERVER_FIELDS}
      title={area ? t('areas.edit_title') : t('areas.add')}
      submitLabel={area ? t('form.save') : t('areas.add')}
      savedMessage={(saved) => t('form.saved', { name: lang === 'ar' ? saved.name_ar : saved.name_en })}
      onClose={onClose}
    >
      {() => (
        <>
          <NameFields />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <SelectField
              name="zone_id"
              label={t('areas.zone')}
              placeholder={t('areas.choose_zone')}
              choices={zones}
              required
            />
            <SelectField
              name="branch_id"
              label={t('areas.branch')}
              placeholder={t('areas.choose_branch')}
              choices={branches}
              required
            />
            <InputField
              name="delivery_charges"
              inputMode="decimal"
              label={t('areas.delivery_charges', { currency })}
              dir="ltr"
            />
            <InputField
              name="minimum_order"
              inputMode="decimal"
              label={t('form.minimum_order', { currency })}
              dir="ltr"
            />
          </SimpleGrid>
          <Heading as="h3" size="sm">
            {t('hours.weekly')}
          </Heading>
          <WeeklyHoursEditor />
          <Heading as="h3" size="sm">
            {t('hours.exceptions')}
          </Heading>
          <HoursExceptionsEditor />
          <InputField
            name="position"
            inputMode="numeric"
            label={t('form.position')}
            dir="ltr"
            sanitize={digitsOnly}
          />
          <SwitchField name="is_active" label={t('form.is_active')} />
        </>
      )}
    </MenuRecordForm>
  );
}

export function AreaDialog({ open, ...props }: AreaFormProps & { open: boolean }) {
  return (
    <EditorDialog open={open} item={props.area} onClose={props.onClose}>
      {(shown) => <AreaForm {...props} area={shown} />}
    </EditorDialog>
  );
}
