import { chakra } from '@chakra-ui/react';

/*
 * The pay page starts on the public Chakra system, which holds only the recipes every
 * signed-out page needs (the first-load budget): a component whose recipe arrives later
 * would flash unstyled. These form controls are plain elements styled like the Input recipe,
 * kept apart from the first render's controls so only the forms that use them load them.
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
    outlineColor: 'orange.focusRing',
    outlineOffset: '0',
    borderColor: 'orange.500',
  },
  _invalid: { borderColor: 'border.error' },
} as const;

export const SelectControl = chakra('select', { base: { ...CONTROL, height: '10', cursor: 'pointer' } });

export const TextareaControl = chakra('textarea', {
  base: { ...CONTROL, paddingBlock: '2', minHeight: '20' },
});
