import { Box, type BoxProps } from '@chakra-ui/react';

/**
 * A loading placeholder block, like the pay page's: that one is bundled with the pay page's
 * own code (6 KB gzipped), which the menu's first load should not carry.
 */
export function Pulse(props: BoxProps) {
  return <Box bg="gray.200" borderRadius="md" animation="pulse" {...props} />;
}
