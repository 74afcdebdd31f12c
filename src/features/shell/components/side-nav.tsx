import { Box, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '@/components/page-states';
import { useDeferredAnswer } from '@/hooks/use-deferred-answer';
import { useLang } from '@/hooks/use-lang';
import { useUnreadCount } from '@/hooks/use-unread-count';
import { useTranslation } from '@/lib/i18n-react';
import { sectionsQuery } from '@/lib/shared-queries';
import { buildNavSections, homeItems, isLimitedStaff } from '../nav-items';
import { NavLink } from './nav-link';

/** The drawer's content: home items, then each server-enabled section with its sub-items. */
export function SideNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('dashboard');
  const lang = useLang();
  const unread = useUnreadCount();
  const sections = useDeferredAnswer(useQuery(sectionsQuery()));
  const limited = sections.data ? isLimitedStaff(sections.data.results) : false;

  return (
    <Box as="nav" aria-label={t('nav.label')}>
      <Stack gap="0.5">
        {!limited &&
          homeItems(lang).map((item) => (
            <NavLink key={item.href} href={item.href} onNavigate={onNavigate}>
              {t(`nav.${item.labelKey}`)}
            </NavLink>
          ))}
      </Stack>
      {sections.isPending && (
        <Stack gap="2" marginBlockStart="4" aria-busy="true">
          <Skeleton height="5" />
          <Skeleton height="5" />
          <Skeleton height="5" />
        </Stack>
      )}
      {sections.isError && !sections.data && (
        <ErrorState error={sections.error} onRetry={() => void sections.refetch()} />
      )}
      {sections.data &&
        buildNavSections(sections.data.results, lang).map((section) => (
          <Box
            key={section.plugin}
            marginBlockStart="4"
            role="group"
            aria-labelledby={`nav-${section.plugin}`}
          >
            <Text
              id={`nav-${section.plugin}`}
              fontSize="xs"
              fontWeight="bold"
              color="fg.muted"
              textTransform="uppercase"
              paddingInline="3"
              marginBlockEnd="1"
            >
              {section.label}
            </Text>
            <Stack gap="0.5">
              {section.items.map((item) => (
                <NavLink
                  key={item.href}
                  href={item.href}
                  onNavigate={onNavigate}
                  count={item.badge ? unread : undefined}
                >
                  {t(`nav.${item.labelKey}`)}
                </NavLink>
              ))}
              {section.settings.length > 0 && (
                <Text fontSize="xs" color="fg.muted" paddingInline="3" paddingBlockStart="1">
                  {t('nav.settings')}
                </Text>
              )}
              {section.settings.map((item) => (
                <Box key={item.href} paddingInlineStart="3">
                  <NavLink href={item.href} onNavigate={onNavigate}>
                    {t(`nav.${item.labelKey}`)}
                  </NavLink>
                </Box>
              ))}
            </Stack>
          </Box>
        ))}
    </Box>
  );
}
