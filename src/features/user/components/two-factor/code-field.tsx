import { TextField } from '@/components/text-field';

interface Props {
  name?: string;
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  /** Also takes a recovery code: letters, so not a numeric keyboard. */
  recovery?: boolean;
}

/** A code from the authenticator app: the phone's number pad, and the code the OS offers to fill. */
export function CodeField({ name = 'code', label, value, error, onChange, recovery }: Props) {
  return (
    <TextField
      name={name}
      label={label}
      value={value}
      error={error}
      autoComplete={recovery ? 'off' : 'one-time-code'}
      inputMode={recovery ? 'text' : 'numeric'}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
