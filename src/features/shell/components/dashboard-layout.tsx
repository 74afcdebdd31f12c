import { Box, Flex } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Outlet, useMatches } from '@tanstack/react-router';
import { useEffect } from 'react';
import { SessionGuard } from './session-guard';
import { SideNav } from './side-nav';
import { TopBar } from './top-bar';

/** The signed-in frame: top bar, side navigation (permanent from lg up), the page, the idle guard. */
export function DashboardLayout() {
  const queryClient = useQueryClient();
  // Pages that must own the whole screen (an order's duplicate form, SPEC 2.2) hide the frame.
  const bare = useMatches({ select: (matches) => matches.some((match) => match.staticData?.hideNavbar) });
  // Only the dashboard needs its queries kept for offline reloads; signed-out pages skip the persister.
  useEffect(() => {
    void import('@/app/query-persistence').then(({ persistQueries }) => persistQueries(queryClient));
  }, [queryClient]);
  return (
    <Flex direction="column" minHeight="100dvh" bg="gray.50">
      {!bare && <TopBar />}
      <Flex flex="1" minHeight="0">
        <Box
          hidden={bare}
          as="aside"
          hideBelow="lg"
          width="64"
          flexShrink="0"
          bg="white"
          borderInlineEndWidth="1px"
          borderColor="gray.200"
          paddingInline="3"
          paddingBlock="4"
          overflowY="auto"
          position="sticky"
          insetBlockStart="14"
          height="calc(100dvh - var(--chakra-sizes-14))"
        >
          <SideNav />
        </Box>
        <Box as="main" flex="1" minWidth="0" paddingInline={{ base: '4', md: '8' }} paddingBlock="6">
          <Outlet />
        </Box>
      </Flex>
      <SessionGuard />
    </Flex>
  );
}
