import { Box, Flex, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatNumber, formatNumberRange } from '@/domain/number-formats';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { pageWindow } from '@/lib/pagination';
import { SpaLink } from './spa-link';

const linkStyle = {
  minWidth: '9',
  height: '9',
  paddingInline: '2',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: 'md',
  borderWidth: '1px',
  fontSize: 'sm',
  _focusVisible: { outline: '2px solid', outlineColor: 'orange.focusRing', outlineOffset: '1px' },
} as const;

function PageLink({
  href,
  label,
  current,
  children,
}: {
  href: string;
  label: string;
  current?: boolean;
  children: ReactNode;
}) {
  return (
    <SpaLink
      href={href}
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      {...linkStyle}
      bg={current ? 'orange.solid' : 'white'}
      color={current ? 'orange.contrast' : 'fg'}
      borderColor={current ? 'orange.solid' : 'border'}
      _hover={{ bg: current ? 'orange.solid' : 'gray.100' }}
    >
      {children}
    </SpaLink>
  );
}

/** Up to 10 page links around the current page, with previous/next (SPEC 2.3, 9); pages are `page` in the URL. */
export function Paginator({
  page,
  pages,
  total,
  exact = true,
  pageSize,
  hrefFor,
}: {
  page: number;
  pages: number;
  total: number;
  /** False when the server stopped counting at `total` (a wide search or filter). */
  exact?: boolean;
  pageSize: number;
  hrefFor: (page: number) => string;
}) {
  const { t } = useTranslation();
  // Previous points against the reading direction, next along it (← and → are not mirrored by bidi).
  const lang = useLang();
  const [back, forward] = lang === 'ar' ? ['→', '←'] : ['←', '→'];
  if (total === 0) return null;
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <Flex justify="space-between" align="center" gap="3" wrap="wrap" marginBlockStart="4">
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {t(exact ? 'pagination.range' : 'pagination.range_more', {
          range: formatNumberRange(from, to, lang),
          total: formatNumber(total, lang),
        })}
      </Text>
      {pages > 1 && (
        <Box as="nav" aria-label={t('pagination.label')}>
          <HStack as="ul" gap="1" listStyleType="none" wrap="wrap">
            {page > 1 && (
              <li>
                <PageLink href={hrefFor(page - 1)} label={t('pagination.previous')}>
                  <span aria-hidden>{back}</span>
                </PageLink>
              </li>
            )}
            {pageWindow(page, pages).map((n) => (
              <li key={n}>
                <PageLink href={hrefFor(n)} label={t('pagination.page', { page: n })} current={n === page}>
                  {n}
                </PageLink>
              </li>
            ))}
            {page < pages && (
              <li>
                <PageLink href={hrefFor(page + 1)} label={t('pagination.next')}>
                  <span aria-hidden>{forward}</span>
                </PageLink>
              </li>
            )}
          </HStack>
        </Box>
      )}
    </Flex>
  );
}
