import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState, ErrorState } from '@/components/page-states';
import { TableSkeleton } from '@/components/table-skeleton';
import type { Unit } from '@/domain/contracts/branding';
import { useTranslation } from '@/lib/i18n-react';
import { unitsQuery } from '../api/units';
import { UnitDeleteDialog } from './unit-delete-dialog';
import { UnitDialog } from './unit-dialog';
import { UnitItem } from './unit-item';

/** The merchant's units: each heads the customer pages of the transactions made under it. */
export function UnitsSection() {
  const { t } = useTranslation('branding');
  const units = useQuery(unitsQuery());
  const [editing, setEditing] = useState<Unit | null>(null);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Unit | null>(null);
  const list = units.data?.results ?? [];

  return (
    <Stack as="section" gap="4" aria-labelledby="units-heading">
      <HStack justify="space-between" align="flex-start" gap="4" wrap="wrap">
        <Stack gap="1" flex="1" minWidth="60">
          <Heading as="h2" size="md" id="units-heading">
            {t('units.heading')}
          </Heading>
          <Text color="fg.muted">{t('units.intro')}</Text>
        </Stack>
        <Button colorPalette="orange" size="sm" onClick={() => setCreating(true)}>
          {t('units.new')}
        </Button>
      </HStack>
      {units.isPending ? (
        <TableSkeleton />
      ) : units.isError ? (
        <ErrorState error={units.error} onRetry={() => void units.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState message={t('units.empty')} />
      ) : (
        <Stack as="ul" aria-label={t('units.heading')} gap="3" listStyleType="none">
          {list.map((unit) => (
            <UnitItem key={unit.id} unit={unit} onEdit={setEditing} onDelete={setDeleting} />
          ))}
        </Stack>
      )}
      <UnitDialog
        open={creating || editing !== null}
        unit={editing}
        onClose={() => {
          setCreating(false);
          setEditing(null);
        }}
      />
      <UnitDeleteDialog unit={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
