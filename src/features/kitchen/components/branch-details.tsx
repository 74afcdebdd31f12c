import { Card, DataList, Grid, Heading, Image, Stack, Table } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState, LoadingState } from '@/components/page-states';
import type { Branch } from '@/domain/contracts/food';
import { formatTimeRange } from '@/domain/date-formats';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { branchQuery } from '../api/branches';
import { OrderMap } from './order-map';

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

function WorkingHours({ branch }: { branch: Branch }) {
  const { t } = useTranslation('kitchen');
  const lang = useLang();
  return (
    <Table.Root size="sm">
      <Table.Caption srOnly>{t('branches.working_hours')}</Table.Caption>
      <Table.Body>
        {WEEKDAYS.map((day) => {
          const hours = branch.working_hours.filter((entry) => entry.weekday === day);
          return (
            <Table.Row key={day}>
              <Table.Cell fontWeight="medium">{t(`branches.weekday.${day}`)}</Table.Cell>
              <Table.Cell>
                {hours.length === 0
                  ? t('branches.closed')
                  : hours.map((entry) => formatTimeRange(entry.opens, entry.closes, lang)).join(', ')}
              </Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </Table.Root>
  );
}

export function BranchDetails({ id }: { id: string }) {
  const { t } = useTranslation('kitchen');
  const lang = useLang();
  const query = useQuery(branchQuery(id, lang));
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const branch = query.data;
  const rows: [string, ReactNode][] = [
    [t('branches.phone'), <bdi key="phone">{branch.phone}</bdi>],
    [t('branches.email'), <bdi key="email">{branch.email}</bdi>],
    [t('branches.address'), branch.address[lang]],
    [t('branches.minimum_order'), <bdi key="min">{branch.minimum_order_sum}</bdi>],
    [t('branches.delivery_time'), t('branches.minutes', { count: branch.delivery_time })],
  ];
  return (
    <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="5" alignItems="start">
      <Card.Root>
        <Card.Body>
          <Stack gap="4">
            {branch.image && (
              <Image
                src={branch.image}
                alt={branch.name[lang]}
                borderRadius="md"
                maxHeight="48"
                objectFit="cover"
              />
            )}
            <DataList.Root orientation="horizontal">
              {rows.map(([label, value]) => (
                <DataList.Item key={label}>
                  <DataList.ItemLabel>{label}</DataList.ItemLabel>
                  <DataList.ItemValue>{value}</DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList.Root>
            {branch.location && <OrderMap position={branch.location} label={t('branches.location')} />}
          </Stack>
        </Card.Body>
      </Card.Root>
      <Card.Root as="section" aria-label={t('branches.working_hours')}>
        <Card.Header>
          <Heading as="h2" size="md">
            {t('branches.working_hours')}
          </Heading>
        </Card.Header>
        <Card.Body>
          <WorkingHours branch={branch} />
        </Card.Body>
      </Card.Root>
    </Grid>
  );
}
