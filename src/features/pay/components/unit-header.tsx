import { Box, Button, chakra, Flex, Heading, HStack, Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { UnitDetails } from '@/domain/payments-api';
import { useLang } from '@/hooks/use-lang';
import { useSwitchLanguage } from '@/hooks/use-switch-language';

// Tiny inline icons: an icon package would cost the pay page more than its whole budget slack.
const ICONS = {
  website:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-3a15.7 15.7 0 0 0-1.3-3.9A8 8 0 0 1 18.9 8ZM12 4c.8 1.2 1.5 2.6 1.9 4h-3.8c.4-1.4 1.1-2.8 1.9-4ZM4.3 14a8 8 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4H4.3Zm.8 2h3c.3 1.4.8 2.7 1.3 3.9A8 8 0 0 1 5.1 16ZM8 8H5.1a8 8 0 0 1 4.3-3.9C8.9 5.3 8.4 6.6 8 8Zm4 12c-.8-1.2-1.5-2.6-1.9-4h3.8c-.4 1.4-1.1 2.8-1.9 4Zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4Zm.3 5.9c.5-1.2 1-2.5 1.3-3.9h3a8 8 0 0 1-4.3 3.9ZM16.3 14a16.5 16.5 0 0 0 0-4h3.4a8 8 0 0 1 0 4h-3.4Z',
  twitter:
    'M17.8 3h3.1l-6.8 7.8 8 10.2h-6.3l-4.9-6.4L5.3 21H2.2l7.3-8.3L1.8 3h6.4l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.3 4.7H5.5l11.2 14.5Z',
  instagram:
    'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm0 8.2a3.2 3.2 0 1 1 0-6.4 3.2 3.2 0 0 1 0 6.4ZM17.3 5.5a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4ZM16.5 2h-9A5.5 5.5 0 0 0 2 7.5v9A5.5 5.5 0 0 0 7.5 22h9a5.5 5.5 0 0 0 5.5-5.5v-9A5.5 5.5 0 0 0 16.5 2Zm3.7 14.5a3.7 3.7 0 0 1-3.7 3.7h-9a3.7 3.7 0 0 1-3.7-3.7v-9a3.7 3.7 0 0 1 3.7-3.7h9a3.7 3.7 0 0 1 3.7 3.7v9Z',
  facebook: 'M14 8V6.3c0-.8.2-1.3 1.4-1.3H17V2h-2.6C11.3 2 10 3.6 10 6.2V8H8v3h2v11h4V11h2.7l.3-3H14Z',
} as const;

export function Icon({ path, size = 5 }: { path: string; size?: number }) {
  return (
    <chakra.svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <path d={path} />
    </chakra.svg>
  );
}

/** Dark backgrounds get white text; the merchant picks any colour. */
export function headerColours(hex: string): { bg: string; fg: string } {
  if (!/^[0-9a-f]{6}$/i.test(hex)) return { bg: 'transparent', fg: 'fg' };
  const [r, g, b] = [0, 2, 4].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return { bg: `#${hex}`, fg: luminance > 0.6 ? 'gray.900' : 'white' };
}

export function SocialLinks({ unit }: { unit: UnitDetails }) {
  const { t } = useTranslation('pay');
  const links = [
    { key: 'website', url: unit.website, path: ICONS.website },
    { key: 'twitter', url: unit.twitter_url, path: ICONS.twitter },
    { key: 'instagram', url: unit.instagram_url, path: ICONS.instagram },
    { key: 'facebook', url: unit.facebook_url, path: ICONS.facebook },
  ].filter((link) => link.url);
  if (links.length === 0) return null;
  return (
    <HStack gap="1" as="nav" aria-label={t('header.links')}>
      {links.map((link) => (
        <Link
          key={link.key}
          href={link.url ?? undefined}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t(`header.${link.key}`)}
          color="inherit"
          padding="1.5"
          borderRadius="md"
        >
          <Icon path={link.path} />
        </Link>
      ))}
    </HStack>
  );
}

interface UnitHeaderProps {
  unit: UnitDetails;
  /** Runs before the language changes (the address step clears address and area). */
  onBeforeLanguageSwitch?: () => void;
}

/** SPEC 2.4 header: logo, title per language, website and social links, language switch, header image. */
export function UnitHeader({ unit, onBeforeLanguageSwitch }: UnitHeaderProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const switchLanguage = useSwitchLanguage();
  const colours = headerColours(unit.header_color);
  const title = lang === 'ar' ? unit.title_ar : unit.title_en;
  return (
    <Box as="header" bg={colours.bg} color={colours.fg} borderBottomWidth="1px">
      <Flex
        maxWidth="3xl"
        marginInline="auto"
        align="center"
        gap="3"
        paddingInline="4"
        paddingBlock="2"
        minHeight="16"
      >
        {unit.logo_url && (
          <img
            src={unit.logo_url}
            alt=""
            width={40}
            height={40}
            style={{ borderRadius: 8, objectFit: 'contain' }}
          />
        )}
        <Heading as="p" size="md" flex="1" lineClamp={1}>
          {unit.show_unit_title ? title : ''}
        </Heading>
        <SocialLinks unit={unit} />
        <Button
          variant="ghost"
          size="sm"
          color="inherit"
          aria-label={t('switch_language')}
          onClick={() => {
            onBeforeLanguageSwitch?.();
            switchLanguage();
          }}
        >
          {t('other_language')}
        </Button>
      </Flex>
      {unit.header_image_url && (
        <Link href={unit.website ?? undefined} display="block" target="_blank" rel="noopener noreferrer">
          <chakra.img
            src={unit.header_image_url}
            alt={title}
            width="full"
            aspectRatio="4 / 1"
            objectFit="cover"
          />
        </Link>
      )}
    </Box>
  );
}
