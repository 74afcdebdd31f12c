import { Box, chakra, Text } from '@chakra-ui/react';
import type { CatalogueCartChange } from '@/domain/catalogue-cart';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { pick } from '@/lib/localized-text';
import type { RecheckState } from '../hooks/use-cart-recheck';

const List = chakra('ul', { base: { listStyleType: 'disc', paddingInlineStart: '5' } });

/** What the recheck changed, said before the lines; or that the stock could not be checked. */
export function CartChanges({ recheck }: { recheck: RecheckState }) {
  const { t } = useTranslation('catalogue');
  const lang = useLang();
  if (recheck.state === 'unchecked')
    return (
      <Text role="status" color="fg.muted">
        {t('cart.unchecked')}
      </Text>
    );
  if (recheck.state !== 'done' || recheck.changes.length === 0) return null;
  const say = (change: CatalogueCartChange) => {
    const name = recheck.names[change.slug];
    const values = { name: name ? pick(name, lang) : change.slug, count: change.quantity ?? 0 };
    return t(`cart.changed.${change.kind}`, values);
  };
  return (
    <Box
      role="status"
      bg="orange.50"
      borderWidth="1px"
      borderColor="orange.200"
      borderRadius="md"
      padding="3"
    >
      <Text fontWeight="semibold">{t('cart.changed.title')}</Text>
      <List>
        {recheck.changes.map((change) => (
          <li key={`${change.slug}-${change.kind}`}>{say(change)}</li>
        ))}
      </List>
    </Box>
  );
}
