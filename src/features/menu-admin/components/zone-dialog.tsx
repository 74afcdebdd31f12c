import { Dialog, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Formik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { DialogFormFooter } from '@/components/admin/dialog-form-footer';
import { DialogForm } from '@/components/dialog-form';
import { EditorDialog } from '@/components/editor-dialog';
import { FormAlert } from '@/components/form-alert';
import { SelectField } from '@/components/formik-fields';
import type { AdminZone, ZoneRequest } from '@/domain/contracts/menu-admin';
import { useLang } from '@/hooks/use-lang';
import { showFormErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n-react';
import { notifySuccess } from '@/lib/toaster';
import { useSaveMenuRecord } from '../api/menu-mutations';
import { menuBranchesQuery } from '../api/menu-queries';
import {
  ZONE_SERVER_FIELDS,
  type ZoneValues,
  zoneRequest,
  zoneSchema,
  zoneValues,
} from '../schemas/area-schema';
import { NameFields } from './name-fields';

/** The branches as a select's choices, in the page's language. */
export function useBranchChoices() {
  const lang = useLang();
  const branches = useQuery(menuBranchesQuery());
  return (branches.data ?? []).map((branch) => ({
    value: String(branch.id),
    label: lang === 'ar' ? branch.name_ar : branch.name_en,
  }));
}

function ZoneForm({ zone, onClose }: { zone: AdminZone | null; onClose: () => void }) {
  const { t } = useTranslation('menu-admin');
  const lang = useLang();
  const branches = useBranchChoices();
  const save = useSaveMenuRecord<ZoneRequest, AdminZone>('zones', zone?.id ?? null);
  const schema = useMemo(() => zoneSchema(t), [t]);
  const onSubmit = async (values: ZoneValues, helpers: FormikHelpers<ZoneValues>) => {
    helpers.setStatus(undefined);
    try {
      const saved = await save.mutateAsync(zoneRequest(values));
      notifySuccess(t('form.saved', { name: lang === 'ar' ? saved.name_ar : saved.name_en }));
      onClose();
    } catch (error) {
      showFormErrors(error, helpers, ZONE_SERVER_FIELDS, 'alert-all');
    }
  };
  return (
    <Formik<ZoneValues> initialValues={zoneValues(zone)} validationSchema={schema} onSubmit={onSubmit}>
      {({ isSubmitting, status }) => (
        <DialogForm>
          <Dialog.Header>
            <Dialog.Title>{zone ? t('zones.edit_title') : t('zones.add')}</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>
            <Stack gap="5">
              <NameFields />
              <SelectField
                name="branch_id"
                label={t('areas.branch')}
                placeholder={t('areas.choose_branch')}
                choices={branches}
                required
              />
              <FormAlert message={(status as { alert?: string } | undefined)?.alert} />
            </Stack>
          </Dialog.Body>
          <DialogFormFooter
            onClose={onClose}
            submitting={isSubmitting}
            submitLabel={zone ? t('form.save') : t('zones.add')}
          />
        </DialogForm>
      )}
    </Formik>
  );
}

export function ZoneDialog({
  open,
  zone,
  onClose,
}: {
  open: boolean;
  zone: AdminZone | null;
  onClose: () => void;
}) {
  return (
    <EditorDialog open={open} item={zone} onClose={onClose}>
      {(shown) => <ZoneForm zone={shown} onClose={onClose} />}
    </EditorDialog>
  );
}
