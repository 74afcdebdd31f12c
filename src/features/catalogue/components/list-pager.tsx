import { Button, Flex, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import type { ListSearch } from '../lib/list-search';

/**
 * Previous and next as links that carry the page in the URL: back navigation from a product
 * returns to the same page, and the router puts the scroll back where it was.
 */
export function ListPager({ search, pages }: { search: ListSearch; pages: number }) {
  const { t } = useTranslation('catalogue');
  const lang = useLang();
  const page = search.page ?? 1;
  if (pages <= 1) return null;
  const to = (next: number) => ({ ...search, page: next > 1 ? next : undefined });
  const link = (next: number, label: string, rel: 'prev' | 'next') =>
    next >= 1 && next <= pages ? (
      <Button asChild variant="outline" size="sm" bg="bg">
        <Link to="/$lang/catalogue/product-list" params={{ lang }} search={to(next)} rel={rel}>
          {label}
        </Link>
      </Button>
    ) : (
      <Button variant="outline" size="sm" disabled>
        {label}
      </Button>
    );
  return (
    <Flex as="nav" aria-label={t('list.pages')} justify="space-between" align="center" gap="3">
      {link(page - 1, t('list.previous'), 'prev')}
      <Text fontSize="sm" aria-current="page">
        {t('list.page_of', { page, pages })}
      </Text>
      {link(page + 1, t('list.next'), 'next')}
    </Flex>
  );
}
