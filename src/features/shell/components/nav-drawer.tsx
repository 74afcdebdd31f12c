import { CloseButton, Drawer, IconButton, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { SideNav } from './side-nav';

/** On small screens the side navigation lives in a drawer opened from the top bar. */
export function NavDrawer() {
  const { t } = useTranslation('dashboard');
  const lang = useLang();
  const [open, setOpen] = useState(false);
  return (
    <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="start">
      <Drawer.Trigger asChild>
        <IconButton aria-label={t('nav.open')} variant="ghost" size="sm" hideFrom="lg">
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content dir={lang === 'ar' ? 'rtl' : 'ltr'}>
            <Drawer.Header>
              <Drawer.Title>{t('common:app_name')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <SideNav onNavigate={() => setOpen(false)} />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common:close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
