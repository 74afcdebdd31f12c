import { Heading, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ManagedList } from '@/components/admin/managed-list';
import type { AdminArea, AdminZone } from '@/domain/contracts/menu-admin';
import { formatApiMoney } from '@/domain/money';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { menuAreasQuery, menuZonesQuery } from '../api/menu-queries';
import { useMenuCurrency } from '../api/use-menu-currency';
import { AreaDialog } from './area-dialog';
import { RecordRow } from './record-row';
import { ZoneDialog } from './zone-dialog';

function ZonesList() {
  const { t } = useTranslation('menu-admin');
  const lang = useLang();
  const list = useQuery(menuZonesQuery());
  const [editing, setEditing] = useState<AdminZone | null>(null);
  const [creating, setCreating] = useState(false);
  return (
    <ManagedList
      intro={t('zones.intro')}
      addLabel={t('zones.add')}
      onAdd={() => setCreating(true)}
      list={list}
      emptyMessage={t('zones.empty')}
      listLabel={t('zones.title')}
      row={(zone) => (
        <RecordRow
          key={zone.id}
          name={lang === 'ar' ? zone.name_ar : zone.name_en}
          details={[]}
          onEdit={() => setEditing(zone)}
        />
      )}
    >
      <ZoneDialog
        open={creating || editing !== null}
        zone={editing}
        onClose={() => {
          setCreating(false);
          setEditing(null);
        }}
      />
    </ManagedList>
  );
}

function AreasList() {
  const { t } = useTranslation('menu-admin');
  const lang = useLang();
  const list = useQuery(menuAreasQuery());
  const zones = useQuery(menuZonesQuery()).data ?? [];
  const currency = useMenuCurrency();
  const [editing, setEditing] = useState<AdminArea | null>(null);
  const [creating, setCreating] = useState(false);
  const nextPosition = Math.max(0, ...(list.data ?? []).map((area) => area.position + 1));
  const zoneName = (id: number) => {
    const zone = zones.find((entry) => entry.id === id);
    return zone ? (lang === 'ar' ? zone.name_ar : zone.name_en) : '';
  };
  return (
    <ManagedList
      intro={t('areas.intro')}
      addLabel={t('areas.add')}
      onAdd={() => setCreating(true)}
      list={list}
      emptyMessage={t('areas.empty')}
      listLabel={t('areas.title')}
      row={(area) => (
        <RecordRow
          key={area.id}
          name={lang === 'ar' ? area.name_ar : area.name_en}
          off={!area.is_active}
          details={[
            zoneName(area.zone_id),
            t('areas.charges_n', { amount: formatApiMoney(area.delivery_charges, currency, lang) }),
            t('areas.minimum_n', { amount: formatApiMoney(area.minimum_order, currency, lang) }),
          ]}
          onEdit={() => setEditing(area)}
        />
      )}
    >
      <AreaDialog
        open={creating || editing !== null}
        area={editing}
        nextPosition={nextPosition}
        onClose={() => {
          setCreating(false);
          setEditing(null);
        }}
      />
    </ManagedList>
  );
}

/** Delivery zones (groups of areas) and the areas customers pick, with their charges and hours. */
export function MenuDeliveryAreasPage() {
  const { t } = useTranslation('menu-admin');
  return (
    <Stack gap="10">
      <Stack as="section" gap="4" aria-labelledby="menu-zones">
        <Heading as="h2" size="md" id="menu-zones">
          {t('zones.title')}
        </Heading>
        <ZonesList />
      </Stack>
      <Stack as="section" gap="4" aria-labelledby="menu-areas">
        <Heading as="h2" size="md" id="menu-areas">
          {t('areas.title')}
        </Heading>
        <AreasList />
      </Stack>
    </Stack>
  );
}
