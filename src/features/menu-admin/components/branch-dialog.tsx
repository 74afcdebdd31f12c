import { Heading, SimpleGrid } from '@chakra-ui/react';
import { useMemo } from 'react';
import { EditorDialog } from '@/components/editor-dialog';
import { digitsOnly, InputField, SwitchField } from '@/components/formik-fields';
import type { AdminBranch, BranchRequest } from '@/domain/contracts/menu-admin';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { useMenuCurrency } from '../api/use-menu-currency';
import {
  BRANCH_SERVER_FIELDS,
  type BranchValues,
  branchRequest,
  branchSchema,
  branchValues,
} from '../schemas/branch-schema';
import { HoursExceptionsEditor } from './hours-exceptions-editor';
import { MenuImageField } from './menu-image-field';
import { MenuRecordForm } from './menu-record-form';
import { NameFields } from './name-fields';
import { WeeklyHoursEditor } from './weekly-hours-editor';

interface BranchFormProps {
  branch: AdminBranch | null;
  nextPosition: number;
  onClose: () => void;
}

function BranchForm({ branch, nextPosition, onClose }: BranchFormProps) {
  const { t } = useTranslation('menu-admin');
  const lang = useLang();
  const currency = useMenuCurrency();
  const schema = useMemo(() => branchSchema(t, currency), [t, currency]);
  return (
    <MenuRecordForm<BranchValues, BranchRequest, AdminBranch>
      resource="branches"
      id={branch?.id ?? null}
      initialValues={branchValues(branch, nextPosition)}
      schema={schema}
      toRequest={branchRequest}
      serverFields={BRANCH_SERVER_FIELDS}
      title={branch ? t('branches.edit_title') : t('branches.add')}
      submitLabel={branch ? t('form.save') : t('branches.add')}
      savedMessage={(saved) => t('form.saved', { name: lang === 'ar' ? saved.name_ar : saved.name_en })}
      onClose={onClose}
    >
      {() => (
        <>
          <SwitchField name="closed_now" label={t('branches.closed_now')} />
          <NameFields />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <InputField name="email" type="email" label={t('branches.email')} dir="ltr" />
            <InputField name="phone" type="tel" label={t('branches.phone')} dir="ltr" />
          </SimpleGrid>
          <NameFields prefix="address" labels="address" />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <InputField name="lat" inputMode="decimal" label={t('branches.lat')} dir="ltr" />
            <InputField name="lng" inputMode="decimal" label={t('branches.lng')} dir="ltr" />
            <InputField
              name="minimum_order"
              inputMode="decimal"
              label={t('form.minimum_order', { currency })}
              dir="ltr"
            />
            <InputField
              name="delivery_time"
              inputMode="numeric"
              label={t('branches.delivery_time')}
              dir="ltr"
              sanitize={digitsOnly}
            />
          </SimpleGrid>
          <MenuImageField name="image_url" label={t('form.image')} />
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

export function BranchDialog({ open, ...props }: BranchFormProps & { open: boolean }) {
  return (
    <EditorDialog open={open} item={props.branch} onClose={props.onClose}>
      {(shown) => <BranchForm {...props} branch={shown} />}
    </EditorDialog>
  );
}
