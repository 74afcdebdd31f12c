import { Box, Button, chakra, Flex, Heading, HStack, Link } from '@chakra-ui/react';
import { THEMED_HEADER, useShowsLanguageButton, useShowsSocialLinks } from '@/components/customer-appearance';
import { OtherLanguageName } from '@/components/other-language-name';
import type { UnitDetails } from '@/domain/contracts/payments';
import { mediaSrcSet } from '@/domain/images';
import { useLang } from '@/hooks/use-lang';
import { useLanguageLink } from '@/hooks/use-switch-language';
import { useTranslation } from '@/lib/i18n-react';
import { merchantHeaderStyle } from '@/lib/merchant-header';
import facebook from '../assets/facebook.svg?no-inline';
import instagram from '../assets/instagram.svg?no-inline';
import twitter from '../assets/twitter.svg?no-inline';
import website from '../assets/website.svg?no-inline';

// Icon files rather than inline path data: the pay page's first-load JavaScript stays under
// budget, and an icon package would cost more than the whole slack.
const ICONS = { website, twitter, instagram, facebook } as const;

/** Drawn in the text colour through a mask, as the header colour is the merchant's choice. */
export function Icon({ src, size = 5 }: { src: string; size?: number }) {
  return (
    <chakra.span
      display="block"
      width={size}
      height={size}
      bg="currentColor"
      aria-hidden="true"
      style={{ mask: `url(${src}) center / contain no-repeat` }}
    />
  );
}

/**
 * The merchant's links; `repeated` where the header already shows them (the result page's
 * footer): a group then, as two navigation landmarks of one name cannot be told apart.
 */
export function SocialLinks({ unit, repeated = false }: { unit: UnitDetails; repeated?: boolean }) {
  const { t } = useTranslation();
  const shown = useShowsSocialLinks();
  const links = [
    { key: 'website', url: unit.website, src: ICONS.website },
    { key: 'twitter', url: unit.twitter_url, src: ICONS.twitter },
    { key: 'instagram', url: unit.instagram_url, src: ICONS.instagram },
    { key: 'facebook', url: unit.facebook_url, src: ICONS.facebook },
  ].filter((link) => link.url);
  if (!shown || links.length === 0) return null;
  return (
    <HStack
      gap="1"
      as={repeated ? 'div' : 'nav'}
      role={repeated ? 'group' : undefined}
      aria-label={t('merchant.links')}
    >
      {links.map((link) => (
        <Link
          key={link.key}
          href={link.url ?? undefined}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t(`merchant.${link.key}`)}
          color="inherit"
          padding="1.5"
          borderRadius="md"
        >
          <Icon src={link.src} />
        </Link>
      ))}
    </HStack>
  );
}

/**
 * The merchant's banner; a link only when the merchant gave it one. It opens in a new tab, as the
 * social links do: a customer who follows it mid-payment keeps the pay page.
 */
function HeaderImage({ src, link, alt }: { src: string; link: string | null; alt: string }) {
  const image = (
    <chakra.img
      src={src}
      srcSet={mediaSrcSet(src, 'header') ?? undefined}
      sizes="100vw"
      alt={alt}
      width="full"
      aspectRatio="4 / 1"
      objectFit="cover"
    />
  );
  if (!link) return image;
  return (
    <Link href={link} display="block" target="_blank" rel="noopener noreferrer">
      {image}
    </Link>
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
  const languageLink = useLanguageLink(onBeforeLanguageSwitch);
  const showsLanguageButton = useShowsLanguageButton();
  const title = lang === 'ar' ? unit.title_ar : unit.title_en;
  return (
    <Box as="header" css={merchantHeaderStyle(unit.header_color, THEMED_HEADER)} borderBottomWidth="1px">
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
            srcSet={mediaSrcSet(unit.logo_url, 'logo') ?? undefined}
            sizes="40px"
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
        {showsLanguageButton && (
          <Button asChild variant="ghost" size="sm" color="inherit">
            <a {...languageLink} title={t('switch_language')}>
              <OtherLanguageName />
            </a>
          </Button>
        )}
      </Flex>
      {unit.header_image_url && (
        <HeaderImage src={unit.header_image_url} link={unit.header_image_link} alt={title} />
      )}
    </Box>
  );
}
