import { chakra } from '@chakra-ui/react';

/** Inline SVG images: no extra request before the result can be read. */
export function ResultIcon({ success, label }: { success: boolean; label: string }) {
  return (
    <chakra.svg width="20" height="20" viewBox="0 0 80 80" role="img" aria-label={label}>
      <circle cx="40" cy="40" r="38" fill={success ? '#dcfce7' : '#fee2e2'} />
      <circle cx="40" cy="40" r="28" fill={success ? '#16a34a' : '#dc2626'} />
      {success ? (
        <path
          d="M27 41l9 9 17-19"
          fill="none"
          stroke="#fff"
          strokeWidth="6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : (
        <path d="M30 30l20 20M50 30L30 50" fill="none" stroke="#fff" strokeWidth="6" strokeLinecap="round" />
      )}
    </chakra.svg>
  );
}
