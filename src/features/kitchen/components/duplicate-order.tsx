import { Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { ErrorState, LoadingState } from '@/components/page-states';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { notifyError, notifySuccess } from '@/lib/toaster';
import { orderDetailQuery, useDuplicateOrder } from '../api/orders';
import { OrderLines } from './order-lines';

/** Confirm, copy, then go to the new order (SPEC 2.2 orders/{id}/duplicate). */
export function DuplicateOrder({ id, basePath }: { id: string; basePath: string }) {
  const { t } = useTranslation('kitchen');
  const lang = useLang();
  const router = useRouter();
  const query = useQuery(orderDetailQuery(id, lang));
  const duplicate = useDuplicateOrder();
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const order = query.data;
  const back = () => void router.navigate({ href: `${basePath}/${order.id}` });
  const confirm = () =>
    duplicate.mutate(order.id, {
      onSuccess: (created) => {
        notifySuccess(t('duplicate.done', { number: created.number }));
        void router.navigate({ href: `${basePath}/${created.id}`, replace: true });
      },
      onError: notifyError,
    });
  return (
    <Card.Root maxWidth="3xl" marginInline="auto" role="dialog" aria-labelledby="duplicate-title">
      <Card.Body>
        <Stack gap="5">
          <Heading id="duplicate-title" as="h1" size="xl">
            {t('duplicate.title', { number: order.number })}
          </Heading>
          <Text>{t('duplicate.question')}</Text>
          <OrderLines order={order} lang={lang} />
          <HStack gap="3" justify="flex-end">
            <Button variant="outline" onClick={back} disabled={duplicate.isPending}>
              {t('duplicate.cancel')}
            </Button>
            <Button colorPalette="orange" onClick={confirm} loading={duplicate.isPending}>
              {t('duplicate.confirm')}
            </Button>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
