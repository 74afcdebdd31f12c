import { chakra, Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface EventFieldProps {
  label: string;
  error?: string;
  required?: boolean;
  helper?: ReactNode;
  /** For a plain control (select, textarea, file) that Chakra's Field cannot wire up itself. */
  controlId?: string;
  children: ReactNode;
}

/** Label, control, helper and error of a booking or feedback field; errors are announced. */
export function EventField({ label, error, required, helper, controlId, children }: EventFieldProps) {
  return (
    // `id` names the control (the label's target); Ark's `ids.control` would name the root instead.
    <Field.Root invalid={Boolean(error)} required={required} id={controlId}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText aria-live="polite">{error}</Field.ErrorText>
    </Field.Root>
  );
}

/*
 * Plain elements styled like the Input recipe: the select, textarea and checkbox recipes are
 * not in the public pages' theme (their first-load budget), and an unstyled control would flash.
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
  base: { ...CONTROL, paddingBlock: '2', minHeight: '24' },
});
