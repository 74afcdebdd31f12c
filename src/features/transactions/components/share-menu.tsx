import { Button, Menu, Portal } from '@chakra-ui/react';
import type { TransactionDetail } from '@/domain/contracts/transactions';
import { useTranslation } from '@/lib/i18n-react';
import { shareLinks, shareMessage, sharePhone } from '../lib/detail-rows';

/** WhatsApp, email and SMS links with the payment message; only with a payment URL and a message. */
export function ShareMenu({ detail }: { detail: TransactionDetail }) {
  const { t } = useTranslation('transaction-actions');
  const message = shareMessage(detail);
  if (!detail.payment_url || !message) return null;
  const links = shareLinks(message, sharePhone(detail.actions));
  const items = [
    { value: 'whatsapp', label: t('detail.share_whatsapp'), href: links.whatsapp },
    { value: 'email', label: t('detail.share_email'), href: links.email },
    { value: 'sms', label: t('detail.share_sms'), href: links.sms },
  ];
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="outline" size="sm">
          {t('detail.share')}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minWidth="40">
            {items.map((item) => (
              <Menu.Item key={item.value} value={item.value} asChild>
                <a href={item.href} target="_blank" rel="noreferrer">
                  {item.label}
                </a>
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
