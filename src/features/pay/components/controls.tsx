import { Box, type BoxProps, chakra } from '@chakra-ui/react';

/*
 * The pay page starts on the public Chakra system, which holds only the recipes every
 * signed-out page needs (the first-load budget): a component whose recipe arrives later
 * would flash unstyled. These few controls are plain elements styled like the Input recipe.
 */
const CONTROL = {
  width: 'full',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'l2',
  bg: 'bg',
  fontSize: 'md',
  paddingInline: '3',
  _focusVisible: {
    outline: '2px solid',
    outlineColor: 'orange.500',
    outlineOffset: '0',
    borderColor: 'orange.500',
  },
  _invalid: { borderColor: 'border.error' },
} as const;

export const SelectControl = chakra('select', { base: { ...CONTROL, height: '10', cursor: 'pointer' } });

export const TextareaControl = chakra('textarea', {
  base: { ...CONTROL, paddingBlock: '2', minHeight: '20' },
});

/** A loading placeholder block. */
export function Pulse(props: BoxProps) {
  return <Box bg="gray.200" borderRadius="md" animation="pulse" {...props} />;
}

/** A small solid label ("Best Choice"). */
export function Tag({ children }: { children: string }) {
  return (
    <Box
      as="span"
      bg="green.600"
      color="white"
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
