import { Dialog, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Formik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { DialogFormFooter } from '@/components/admin/dialog-form-footer';
import { DialogForm } from '@/components/dialog-form';
import { EditorDialog } from '@/components/editor-dialog';
import { FormAlert } from '@/components/form-alert';
import { digitsOnly, InputField, SelectField, SwitchField } from '@/components/formik-fields';
import type { AdminArea, AreaRequest } from '@/domain/contracts/menu-admin';
import { useLang } from '@/hooks/use-lang';
import { showFormErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n-react';
import { notifySuccess } from '@/lib/toaster';
import { useSaveMenuRecord } from '../api/menu-mutations';
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
  const save = useSaveMenuRecord<AreaRequest, AdminArea>('areas', area?.id ?? null);
  const schema = useMemo(() => areaSchema(t, currency), [t, currency]);
  const onSubmit = async (values: AreaValues, helpers: FormikHelpers<AreaValues>) => {
    helpers.setStatus(undefined);
    try {
      const saved = await save.mutateAsync(areaRequest(values));
      notifySuccess(t('form.saved', { name: lang === 'ar' ? saved.name_ar : saved.name_en }));
      onClose();
    } catch (error) {
      showFormErrors(error, helpers, AREA_SERVER_FIELDS, 'alert-all');
    }
  };
  return (
    <Formik<AreaValues>
      initialValues={areaValues(area, nextPosition)}
      validationSchema={schema}
      onSubmit={onSubmit}
    >
      {({ isSubmitting, status }) => (
        <DialogForm>
          <Dialog.Header>
            <Dialog.Title>{area ? t('areas.edit_title') : t('areas.add')}</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>
            <Stack gap="5">
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
              <FormAlert message={(status as { alert?: string } | undefined)?.alert} />
            </Stack>
          </Dialog.Body>
          <DialogFormFooter
            onClose={onClose}
            submitting={isSubmitting}
            submitLabel={area ? t('form.save') : t('areas.add')}
          />
        </DialogForm>
      )}
    </Formik>
  );
}

export function AreaDialog({ open, ...props }: AreaFormProps & { open: boolean }) {
  return (
    <EditorDialog open={open} item={props.area} onClose={props.onClose}>
      {(shown) => <AreaForm {...props} area={shown} />}
    </EditorDialog>
  );
}
