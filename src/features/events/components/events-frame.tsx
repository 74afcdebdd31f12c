import { Box, type BoxProps, Center, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { CustomerPageRoot, THEMED_HEADER } from '@/components/customer-appearance';
import { CustomerPageLayout } from '@/components/customer-page-layout';
import { LanguageButton } from '@/components/language-button';
import type { CustomerAppearance } from '@/domain/contracts/appearance';
import type { UnitDetails } from '@/domain/contracts/payments';
import { useTranslation } from '@/lib/i18n-react';

/**
 * The merchant's header for a page, given its unit when the page has loaded one. Routes pass
 * the pay page's header (features do not import each other); without one, a plain bar with
 * the language switch.
 */
export type EventsHeader = (unit: UnitDetails | null) => ReactNode;

export function PlainHeader() {
  return (
    <Box as="header" bg={THEMED_HEADER.bg} color={THEMED_HEADER.fg} borderBottomWidth="1px">
      <Flex
        maxWidth="5xl"
        marginInline="auto"
        justify="flex-end"
        paddingInline="4"
        paddingBlock="2"
        minHeight="16"
        align="center"
      >
        <LanguageButton />
      </Flex>
    </Box>
  );
}

interface FrameProps {
  header?: EventsHeader;
  unit?: UnitDetails | null;
  appearance?: CustomerAppearance;
  children: ReactNode;
}

const headerOf = (header: EventsHeader | undefined, unit: UnitDetails | null | undefined) =>
  header?.(unit ?? null) ?? <PlainHeader />;

/** One centred card, as the pay pages (detail, register, thanks, feedback…). */
export function EventsFrame({ header, unit, appearance, children }: FrameProps) {
  return (
    <CustomerPageLayout header={headerOf(header, unit)} appearance={appearance}>
      {children}
    </CustomerPageLayout>
  );
}

/** A wider page of cards (the events list). */
export function EventsWideFrame({ header, unit, appearance, children }: FrameProps) {
  return (
    <CustomerPageRoot appearance={appearance}>
      {headerOf(header, unit)}
      <Box
        as="main"
        maxWidth="5xl"
        marginInline="auto"
        paddingInline={{ base: '3', md: '4' }}
        paddingBlock="6"
      >
        {children}
      </Box>
    </CustomerPageRoot>
  );
}

type Breakpoint = 'base' | 'sm' | 'md' | 'lg';

/**
 * Equal columns per breakpoint, laid out as SimpleGrid does, on a plain Box: SimpleGrid and
 * the Grid under it were two more chunks on the event pages' first load.
 */
export function Columns({ columns, ...props }: BoxProps & { columns: Partial<Record<Breakpoint, number>> }) {
  const template = Object.fromEntries(
    Object.entries(columns).map(([breakpoint, count]) => [breakpoint, `repeat(${count}, minmax(0, 1fr))`]),
  );
  return <Box display="grid" gridTemplateColumns={template} {...props} />;
}

export function Pulse(props: BoxProps) {
  return <Box bg="gray.200" borderRadius="md" animation="pulse" {...props} />;
}

/** Drawn at once while the event loads, in the shape of what follows. */
export function EventsSkeleton({ header }: { header?: EventsHeader }) {
  const { t } = useTranslation('events');
  return (
    <EventsFrame header={header}>
      <Stack gap="5" role="status" aria-live="polite" aria-busy="true">
        <Box srOnly>{t('loading')}</Box>
        <Pulse height="40" />
        <Pulse height="8" width="60%" />
        <Pulse height="4" />
        <Pulse height="16" />
        <Pulse height="12" />
      </Stack>
    </EventsFrame>
  );
}

/** A page that only says something (not found, thanks, waiting zone), with optional actions. */
export function EventsMessage({
  header,
  unit,
  title,
  message,
  children,
}: {
  header?: EventsHeader;
  unit?: UnitDetails | null;
  title: string;
  message?: string;
  children?: ReactNode;
}) {
  return (
    <EventsFrame header={header} unit={unit}>
      <Center paddingBlock="8">
        <Stack gap="4" align="center" textAlign="center">
          <Heading as="h1" size="xl">
            {title}
          </Heading>
          {message && <Text color="fg.muted">{message}</Text>}
          {children}
        </Stack>
      </Center>
    </EventsFrame>
  );
}

/** A small solid label ("Sold out", "Free"); the badge recipe is not in the public pages' theme. */
export function Tag({
  children,
  tone = 'gray',
}: {
  children: string;
  tone?: 'gray' | 'green' | 'red' | 'orange';
}) {
  return (
    <Box
      as="span"
      colorPalette={tone}
      bg="colorPalette.solid"
      color="colorPalette.contrast"
      fontSize="xs"
      fontWeight="semibold"
      borderRadius="full"
      paddingInline="2"
      paddingBlock="0.5"
      whiteSpace="nowrap"
    >
      {children}
    </Box>
  );
}
