import { chakra } from '@chakra-ui/react';
import { useLang } from '@/hooks/use-lang';
import { dirOf } from '@/lib/lang-path';
import { sparklinePoints } from '../lib/chart-series';

const WIDTH = 120;
const HEIGHT = 36;

/**
 * A small trend line drawn as plain SVG: the cards show it with the figures, without waiting
 * for the charts chunk. Decorative; the card's text says what it shows.
 */
export function Sparkline({ values }: { values: readonly number[] }) {
  const rtl = dirOf(useLang()) === 'rtl';
  if (values.length === 0) return null;
  return (
    <chakra.svg
      viewBox={`-2 -2 ${WIDTH + 4} ${HEIGHT + 4}`}
      width={`${WIDTH}px`}
      height={`${HEIGHT}px`}
      aria-hidden="true"
      focusable="false"
      flexShrink={0}
      data-sparkline=""
    >
      <polyline
        points={sparklinePoints(values, WIDTH, HEIGHT, rtl)}
        fill="none"
        // A presentation attribute cannot read a CSS variable; a style property can.
        style={{ stroke: 'var(--chakra-colors-orange-500)' }}
        strokeWidth="2"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </chakra.svg>
  );
}
