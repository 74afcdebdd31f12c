import { Breadcrumb, chakra, Flex, Heading, Stack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ActivityHistoryDialog } from '@/components/activity-history-dialog';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';

export interface Crumb {
  label: string;
  /** A route under /$lang; the last crumb (the current page) has none. */
  to?: '/$lang/general-info' | '/$lang/user' | '/$lang/help';
  /** A page by path, for pages under a dynamic section (e.g. /en/payment-request/transactions). */
  href?: string;
  /** A name someone chose (a file name): cut short with an ellipsis, shown whole on hover. */
  long?: boolean;
}

/**
 * A crumb links to a page above this one, which the router would mark `aria-current="page"`
 * as an ancestor of where we are: only the last crumb is the current page.
 */
const EARLIER_PAGE = { exact: true, includeSearch: false } as const;

/**
 * A crumb's text on one line: a trail too wide for the screen wraps between crumbs, never
 * inside a word, and a crumb wider than the line (or a long name past its share) ends in an
 * ellipsis. The text stays whole in the page, so a screen reader reads all of it.
 */
function CrumbText({ crumb }: { crumb: Crumb }) {
  return (
    <chakra.span
      display="block"
      minWidth="0"
      truncate
      maxWidth={crumb.long ? { base: '12rem', md: '24rem' } : 'full'}
      title={crumb.long ? crumb.label : undefined}
      // A Latin file name in Arabic is cut at its own end ("requests-20…"), not at its start.
      dir={crumb.long ? 'auto' : undefined}
    >
      {crumb.label}
    </chakra.span>
  );
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
        <Breadcrumb.List flexWrap="wrap" rowGap="1">
          {trail.map((crumb, index) => {
            const last = index === trail.length - 1;
            return (
              // The separator ends its crumb's item, so a wrapped line never starts with one.
              <Breadcrumb.Item key={crumb.label} minWidth="0" maxWidth="full" gap="1">
                {crumb.to && !last ? (
                  <Breadcrumb.Link asChild minWidth="0">
                    <Link to={crumb.to} params={{ lang }} activeOptions={EARLIER_PAGE}>
                      <CrumbText crumb={crumb} />
                    </Link>
                  </Breadcrumb.Link>
                ) : crumb.href && !last ? (
                  <Breadcrumb.Link asChild minWidth="0">
                    <Link to={crumb.href} activeOptions={EARLIER_PAGE}>
                      <CrumbText crumb={crumb} />
                    </Link>
                  </Breadcrumb.Link>
                ) : !last ? (
                  // A section heading without a page of its own: a step of the trail, not the current page.
                  <CrumbText crumb={crumb} />
                ) : (
                  <Breadcrumb.CurrentLink minWidth="0">
                    <CrumbText crumb={crumb} />
                  </Breadcrumb.CurrentLink>
                )}
                {!last && (
                  <Breadcrumb.Separator asChild>
                    <span aria-hidden>/</span>
                  </Breadcrumb.Separator>
                )}
              </Breadcrumb.Item>
            );
          })}
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
