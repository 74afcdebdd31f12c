import { Badge } from '@chakra-ui/react';
import { type StateColour, stateColour } from '@/domain/transaction-states';
import { useTranslation } from '@/lib/i18n-react';

// SPEC 4's "black" for unlisted states is the neutral palette.
const PALETTE: Record<StateColour, string> = {
  blue: 'blue',
  orange: 'orange',
  green: 'green',
  red: 'red',
  black: 'gray',
};

export function StateBadge({ state }: { state: string }) {
  const { t } = useTranslation('home');
  return (
    <Badge colorPalette={PALETTE[stateColour(state)]} variant="subtle" data-colour={stateColour(state)}>
      {t(`states.${state}`, { defaultValue: state })}
    </Badge>
  );
}
