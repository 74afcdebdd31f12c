import { Badge, Box, chakra } from '@chakra-ui/react';
import { useLocation, useRouter } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n-react';

/**
 * A drawer link by plain href: the plugin pages it points to arrive in later issues, so
 * they are not typed routes yet. Clicks stay inside the SPA.
 */
export function NavLink({
  href,
  children,
  count,
  onNavigate,
}: {
  href: string;
  children: ReactNode;
  count?: number;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('dashboard');
  const router = useRouter();
  const pathname = useLocation({ select: (location) => location.pathname });
  const current = pathname === href || pathname.startsWith(`${href}/`);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onNavigate?.();
    void router.navigate({ href });
  };

  return (
    <chakra.a
      href={href}
      onClick={onClick}
      aria-current={current ? 'page' : undefined}
      display="flex"
      alignItems="center"
      justifyContent="space-between"
      gap="2"
      paddingInline="3"
      paddingBlock="1.5"
      borderRadius="md"
      fontSize="sm"
      color={current ? 'orange.800' : 'fg'}
      bg={current ? 'orange.100' : 'transparent'}
      fontWeight={current ? 'semibold' : 'normal'}
      _hover={{ bg: current ? 'orange.100' : 'gray.100' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'orange.focusRing', outlineOffset: '-2px' }}
    >
      <Box as="span">{children}</Box>
      {count !== undefined && count > 0 && (
        <Badge
          colorPalette="orange"
          variant="solid"
          borderRadius="full"
          aria-label={t('nav.unread', { count })}
        >
          {count}
        </Badge>
      )}
    </chakra.a>
  );
}
