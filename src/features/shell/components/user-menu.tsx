import { Button, Menu, Portal } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/hooks/use-lang';
import { useSwitchLanguage } from '@/hooks/use-switch-language';
import { configQuery } from '@/lib/shared-queries';
import { useLogout } from '../hooks/use-logout';

/** The account menu in the top bar; its button is named by the username. */
export function UserMenu({ username }: { username: string }) {
  const { t } = useTranslation('dashboard');
  const lang = useLang();
  const navigate = useNavigate();
  const switchLanguage = useSwitchLanguage();
  const logout = useLogout();
  const config = useQuery(configQuery());

  const onSelect = ({ value }: { value: string }) => {
    if (value === 'language') switchLanguage();
    if (value === 'account') void navigate({ to: '/$lang/user', params: { lang } });
    if (value === 'logout') logout();
  };

  return (
    <Menu.Root onSelect={onSelect} positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="outline" size="sm" colorPalette="gray" maxWidth="48" truncate>
          {username}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minWidth="52">
            <Menu.Item value="admin" asChild disabled={!config.data?.admin_url}>
              <a href={config.data?.admin_url || undefined} target="_blank" rel="noreferrer">
                {t('menu.admin')}
              </a>
            </Menu.Item>
            <Menu.Item value="language">{t('menu.switch_language')}</Menu.Item>
            <Menu.Item value="account">{t('menu.account')}</Menu.Item>
            <Menu.Separator />
            <Menu.Item value="logout" color="fg.error">
              {t('menu.logout')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
