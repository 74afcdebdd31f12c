import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ManagedList } from '@/components/admin/managed-list';
import type { AdminBranch } from '@/domain/contracts/menu-admin';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { menuBranchesQuery } from '../api/menu-queries';
import { BranchDialog } from './branch-dialog';
import { RecordRow } from './record-row';

/** The restaurant's branches: contact, hours, exceptions and whether each is closed now. */
export function MenuBranchesPage() {
  const { t } = useTranslation('menu-admin');
  const lang = useLang();
  const list = useQuery(menuBranchesQuery());
  const [editing, setEditing] = useState<AdminBranch | null>(null);
  const [creating, setCreating] = useState(false);
  const nextPosition = Math.max(0, ...(list.data ?? []).map((branch) => branch.position + 1));
  return (
    <ManagedList
      intro={t('branches.intro')}
      addLabel={t('branches.add')}
      onAdd={() => setCreating(true)}
      list={list}
      emptyMessage={t('branches.empty')}
      listLabel={t('branches.title')}
      row={(branch) => (
        <RecordRow
          key={branch.id}
          name={lang === 'ar' ? branch.name_ar : branch.name_en}
          off={!branch.is_active}
          details={[
            branch.closed_now ? t('branches.closed_now_badge') : t('branches.open_by_hours'),
            <span key="phone" dir="ltr">
              {branch.phone}
            </span>,
            t('branches.exceptions_count', { count: branch.hours_exceptions.length }),
          ]}
          onEdit={() => setEditing(branch)}
        />
      )}
    >
      <BranchDialog
        open={creating || editing !== null}
        branch={editing}
        nextPosition={nextPosition}
        onClose={() => {
          setCreating(false);
          setEditing(null);
        }}
      />
    </ManagedList>
  );
}
