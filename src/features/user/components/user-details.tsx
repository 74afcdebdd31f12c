import { Button, Card, DataList, Stack, Switch, Text } from '@chakra-ui/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useLang } from '@/hooks/use-lang';
import { registerPushToken } from '@/lib/firebase-config';
import { useTranslation } from '@/lib/i18n-react';
import { userDetailsQuery } from '@/lib/shared-queries';
import { notifyError, notifySuccess } from '@/lib/toaster';
import { useUpdateUser } from '../api/update-user';

export function UserDetailsCard() {
  const { t } = useTranslation('user');
  const lang = useLang();
  const { data: user } = useSuspenseQuery(userDetailsQuery());
  const update = useUpdateUser(user.id);

  const onToggle = (checked: boolean) => {
    // Opting in is the moment to ask for this device's push token (a click, so the browser may prompt).
    if (checked) void registerPushToken().catch(() => undefined);
    update.mutate(
      { receive_order_notification: checked },
      {
        onSuccess: () =>
          notifySuccess(t(checked ? 'notifications.subscribed' : 'notifications.unsubscribed')),
        onError: notifyError,
      },
    );
  };

  return (
    <Card.Root maxWidth="2xl">
      <Card.Body>
        <Stack gap="6">
          <DataList.Root orientation="horizontal">
            <DataList.Item>
              <DataList.ItemLabel>{t('username')}</DataList.ItemLabel>
              <DataList.ItemValue>{user.username}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('email')}</DataList.ItemLabel>
              <DataList.ItemValue>{user.email || '—'}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
          <Stack gap="1">
            <Switch.Root
              colorPalette="orange"
              checked={user.receive_order_notification}
              disabled={update.isPending}
              onCheckedChange={(details) => onToggle(details.checked)}
            >
              <Switch.HiddenInput />
              <Switch.Control>
                <Switch.Thumb />
              </Switch.Control>
              <Switch.Label>{t('notifications.label')}</Switch.Label>
            </Switch.Root>
            <Text fontSize="sm" color="fg.muted">
              {t('notifications.help')}
            </Text>
          </Stack>
          <Button asChild variant="outline" alignSelf="flex-start">
            <Link to="/$lang/user/password" params={{ lang }}>
              {t('change_password')}
            </Link>
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
