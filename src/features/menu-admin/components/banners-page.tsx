import { Box, Image } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ManagedList } from '@/components/admin/managed-list';
import type { AdminBanner } from '@/domain/contracts/menu-admin';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { menuBannersQuery } from '../api/menu-queries';
import { BannerDialog } from './banner-dialog';
import { useDeleteRecord } from './delete-record';
import { RecordRow } from './record-row';

/** The pictures across the top of the customers' menu, in their order. */
export function MenuBannersPage() {
  const { t } = useTranslation('menu-admin');
  const lang = useLang();
  const list = useQuery(menuBannersQuery());
  const [editing, setEditing] = useState<AdminBanner | null>(null);
  const [creating, setCreating] = useState(false);
  const remove = useDeleteRecord('banners');
  const nextPosition = Math.max(0, ...(list.data ?? []).map((banner) => banner.position + 1));
  return (
    <ManagedList
      intro={t('banners.intro')}
      addLabel={t('banners.add')}
      onAdd={() => setCreating(true)}
      list={list}
      emptyMessage={t('banners.empty')}
      listLabel={t('banners.title')}
      row={(banner) => {
        const name =
          (lang === 'ar' ? banner.title_ar : banner.title_en) || t('banners.untitled', { n: banner.id });
        return (
          <RecordRow
            key={banner.id}
            name={name}
            off={!banner.is_active}
            details={[
              <Box key="image" as="span" display="inline-block">
                <Image src={banner.image_url} alt="" height="10" borderRadius="sm" />
              </Box>,
              t('form.position_n', { position: banner.position }),
            ]}
            onEdit={() => setEditing(banner)}
            onDelete={() => remove.ask({ id: banner.id, name })}
          />
        );
      }}
    >
      <BannerDialog
        open={creating || editing !== null}
        banner={editing}
        nextPosition={nextPosition}
        onClose={() => {
          setCreating(false);
          setEditing(null);
        }}
      />
      {remove.dialog}
    </ManagedList>
  );
}
