import { Button, HStack, Text } from '@chakra-ui/react';
import { formatNumber } from '@/domain/number-formats';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';

/** Previous / "page N of M" / next for a list paged in the component's own state; none for one page. */
export function LocalPager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('bulk');
  const lang = useLang();
  if (pages <= 1) return null;
  return (
    <HStack gap="2">
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('errors.previous')}
      </Button>
      <Text fontSize="sm">
        {t('errors.page', { page: formatNumber(page, lang), pages: formatNumber(pages, lang) })}
      </Text>
      <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('errors.next')}
      </Button>
    </HStack>
  );
}
