import { Badge } from '@chakra-ui/react';
import { type StateColour, stateColour, stateLabel } from '@/domain/transaction-states';
import { useTranslation } from '@/lib/i18n-react';

const PALETTE: Record<StateColour, string> = {
  blue: 'blue',
  orange: 'orange',
  green: 'green',
  red: 'red',
  black: 'gray',
};

/** A transaction's state in SPEC 4's colours: Created blue, Pending/Attempted orange, Paid green, failures red, else black. */
export function StateBadge({ state }: { state: string }) {
  const { t } = useTranslation('transactions');
  const colour = stateColour(state);
  return (
    <Badge
      colorPalette={PALETTE[colour]}
      variant="subtle"
      color={colour === 'black' ? 'black' : undefined}
      data-colour={colour}
      whiteSpace="nowrap"
    >
      {t(`states.${state}`, { defaultValue: stateLabel(state) })}
    </Badge>
  );
}
