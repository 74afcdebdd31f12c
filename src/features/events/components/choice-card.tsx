import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface ChoiceCardProps {
  name: string;
  value: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (value: string) => void;
  children: ReactNode;
}

/** A native radio drawn as a card: one tab stop per group, arrow keys move, screen readers know it. */
export function ChoiceCard({ name, value, checked, disabled, onChange, children }: ChoiceCardProps) {
  return (
    <chakra.label
      display="flex"
      alignItems="center"
      gap="3"
      padding="3"
      borderWidth="2px"
      borderRadius="lg"
      cursor={disabled ? 'not-allowed' : 'pointer'}
      opacity={disabled ? 0.6 : 1}
      borderColor={checked ? 'orange.500' : 'border'}
      bg={checked ? 'orange.50' : 'bg'}
      _focusWithin={{ outline: '2px solid', outlineColor: 'orange.focusRing', outlineOffset: '2px' }}
    >
      <chakra.input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={() => onChange(value)}
        accentColor="orange.600"
        width="4"
        height="4"
        flexShrink={0}
      />
      {children}
    </chakra.label>
  );
}
