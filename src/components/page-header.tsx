import { Breadcrumb, Flex, Heading, Stack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Fragment } from 'react';
import { ActivityHistoryDialog } from '@/components/activity-history-dialog';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';

export interface Crumb {
  label: string;
  /** A route under /$lang; the last crumb (the current page) has none. */
  to?: '/$lang/general-info' | '/$lang/user' | '/$lang/help';
  /** A page by path, for pages under a dynamic section (e.g. /en/payment-request/transactions). */
  href?: string;
}

/** Heading, breadcrumbs and the Activity history button that every dashboard page has. */
export function PageHeader({
  title,
  crumbs = [],
  home = false,
}: {
  title: string;
  crumbs?: Crumb[];
  home?: boolean;
}) {
  const { t } = useTranslation('dashboard');
  const lang = useLang();
  const trail: Crumb[] = home
    ? [{ label: title }]
    : [{ label: t('nav.home'), to: '/$lang/general-info' }, ...crumbs, { label: title }];

  return (
    <Stack gap="2" marginBlockEnd="6">
      <Breadcrumb.Root aria-label={t('breadcrumbs')} size="sm">
        <Breadcrumb.List>
          {trail.map((crumb, index) => (
            <Fragment key={crumb.label}>
              {index > 0 && <Breadcrumb.Separator>/</Breadcrumb.Separator>}
              <Breadcrumb.Item>
                {crumb.to && index < trail.length - 1 ? (
                  <Breadcrumb.Link asChild>
                    <Link to={crumb.to} params={{ lang }}>
                      {crumb.label}
                    </Link>
                  </Breadcrumb.Link>
                ) : crumb.href && index < trail.length - 1 ? (
                  <Breadcrumb.Link asChild>
                    <Link to={crumb.href}>{crumb.label}</Link>
                  </Breadcrumb.Link>
                ) : (
                  <Breadcrumb.CurrentLink>{crumb.label}</Breadcrumb.CurrentLink>
                )}
              </Breadcrumb.Item>
            </Fragment>
          ))}
        </Breadcrumb.List>
      </Breadcrumb.Root>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <ActivityHistoryDialog />
      </Flex>
    </Stack>
  );
}
