import { Button, Menu, Portal } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useLang } from '@/hooks/use-lang';
import { useLogout } from '@/hooks/use-logout';
import { useSwitchLanguage } from '@/hooks/use-switch-language';
import { useTranslation } from '@/lib/i18n-react';

/**
 * The account menu in the top bar; its button is named by the username. Administration is
 * there for those who may open one of its pages (`adminPage`, the first of them): owners, and
 * staff holding the catalogue's permissions. The server checks every call again.
 */
export function UserMenu({ username, adminPage }: { username: string; adminPage: string | null }) {
  const { t } = useTranslation('dashboard');
  const lang = useLang();
  const navigate = useNavigate();
  const switchLanguage = useSwitchLanguage();
  const logout = useLogout();

  const onSelect = ({ value }: { value: string }) => {
    if (value === 'admin' && adminPage) void navigate({ to: adminPage, params: { lang } });
    if (value === 'language') switchLanguage();
    if (value === 'account') void navigate({ to: '/$lang/user', params: { lang } });
    if (value === 'logout') void logout();
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
            {adminPage && <Menu.Item value="admin">{t('menu.admin')}</Menu.Item>}
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
