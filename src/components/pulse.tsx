import { Box, type BoxProps } from '@chakra-ui/react';

/**
 * A loading placeholder block for the light customer pages (menu, shop), like the pay page's:
 * that one is bundled with the pay page's own code (6 KB gzipped), which their first load should
 * not carry.
 */
export function Pulse(props: BoxProps) {
  return <Box bg="gray.200" borderRadius="md" animation="pulse" {...props} />;
}
