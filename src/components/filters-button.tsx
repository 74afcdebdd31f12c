import { Badge, Button } from '@chakra-ui/react';
import { useTranslation } from '@/lib/i18n-react';

interface FiltersButtonProps {
  /** How many filters are applied; a badge shows it when there are any. */
  count: number;
  open: boolean;
  /** The id of the filter panel this button shows and hides. */
  controls: string;
  onToggle: () => void;
}

/** Shows or hides a list's filter panel; the badge keeps applied filters visible while it is closed. */
export function FiltersButton({ count, open, controls, onToggle }: FiltersButtonProps) {
  const { t } = useTranslation();
  return (
    <Button variant="outline" bg="white" aria-expanded={open} aria-controls={controls} onClick={onToggle}>
      {t('filters.button')}
      {count > 0 && (
        <Badge
          colorPalette="orange"
          variant="solid"
          borderRadius="full"
          aria-label={t('filters.active', { count })}
        >
          {count}
        </Badge>
      )}
    </Button>
  );
}
