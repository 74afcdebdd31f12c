import { Box, type BoxProps } from '@chakra-ui/react';

/** A loading placeholder block. */
export function Pulse(props: BoxProps) {
  return <Box bg="gray.200" borderRadius="md" animation="pulse" {...props} />;
}

/** A small solid label ("Best Choice"). */
export function Tag({ children }: { children: string }) {
  return (
    <Box
      as="span"
      bg="green.solid"
      color="green.contrast"
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
