import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { EditorDialog } from '@/components/editor-dialog';
import { SelectField } from '@/components/formik-fields';
import type { AdminZone, ZoneRequest } from '@/domain/contracts/menu-admin';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { menuBranchesQuery } from '../api/menu-queries';
import {
  ZONE_SERVER_FIELDS,
  type ZoneValues,
  zoneRequest,
  zoneSchema,
  zoneValues,
} from '../schemas/area-schema';
import { MenuRecordForm } from './menu-record-form';
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
  const schema = useMemo(() => zoneSchema(t), [t]);
  return (
    <MenuRecordForm<ZoneValues, ZoneRequest, AdminZone>
      resource="zones"
      id={zone?.id ?? null}
      initialValues={zoneValues(zone)}
      schema={schema}
      toRequest={zoneRequest}
      serverFields={ZONE_SERVER_FIELDS}
      title={zone ? t('zones.edit_title') : t('zones.add')}
      submitLabel={zone ? t('form.save') : t('zones.add')}
      savedMessage={(saved) => t('form.saved', { name: lang === 'ar' ? saved.name_ar : saved.name_en })}
      onClose={onClose}
    >
      {() => (
        <>
          <NameFields />
          <SelectField
            name="branch_id"
            label={t('areas.branch')}
            placeholder={t('areas.choose_branch')}
            choices={branches}
            required
          />
        </>
      )}
    </MenuRecordForm>
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
