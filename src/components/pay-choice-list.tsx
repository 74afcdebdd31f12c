import { Box, chakra, Stack, Text } from '@chakra-ui/react';
import { Tag } from '@/components/pay-controls';
import { TestModeBadge } from '@/components/test-mode-badge';
import type { PayChoice } from '@/domain/contracts/payments';
import { formatApiMoney } from '@/domain/money';
import { hasFee } from '@/domain/pay-choices';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { Trans } from '@/lib/i18n-trans';

interface PayChoiceListProps {
  choices: PayChoice[];
  value: string | null;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/** Gateways as native radio cards: one tab stop, arrow keys move between them. */
export function PayChoiceList({ choices, value, onChange, disabled }: PayChoiceListProps) {
  const { t } = useTranslation('pay');
  const lang = useLang();
  if (choices.length === 0) {
    return (
      <Text color="fg.muted" role="status">
        {t('details.no_choices')}
      </Text>
    );
  }
  return (
    <chakra.fieldset disabled={disabled}>
      <chakra.legend id="pay-choices-label" fontWeight="semibold" marginBlockEnd="2">
        {t('details.choose')}
      </chakra.legend>

      <Stack gap="2" role="radiogroup" aria-labelledby="pay-choices-label">
        {choices.map((choice) => {
          const checked = choice.value === value;
          return (
            <chakra.label
              key={choice.value}
              display="flex"
              alignItems="center"
              gap="3"
              padding="3"
              borderWidth="2px"
              borderRadius="lg"
              cursor="pointer"
              borderColor={checked ? 'orange.500' : 'border'}
              bg={checked ? 'orange.50' : 'bg'}
              _focusWithin={{ outline: '2px solid', outlineColor: 'orange.focusRing', outlineOffset: '2px' }}
            >
              <chakra.input
                type="radio"
                name="gateway"
                value={choice.value}
                checked={checked}
                onChange={() => onChange(choice.value)}
                accentColor="orange.600"
                width="4"
                height="4"
              />
              {choice.logo_url ? (
                <img src={choice.logo_url} alt="" width={44} height={30} style={{ objectFit: 'contain' }} />
              ) : (
                <Box width="44px" height="30px" />
              )}
              {/* No min-width 0: the column keeps its longest word whole, which Chakra's
                  overflow-wrap: break-word would otherwise split ("KP/ay") when squeezed. */}
              <Box flex="1">
                <Text fontWeight="medium">{choice.gateway}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {hasFee(choice) ? (
                    <Trans
                      t={t}
                      i18nKey="details.fee"
                      values={{ fee: formatApiMoney(choice.fee, choice.currency_code, lang) }}
                      components={{ amount: <chakra.span whiteSpace="nowrap" /> }}
                    />
                  ) : (
                    t('details.no_fee')
                  )}
                </Text>
                {/* Under the name, not beside the amount: at 414 px a large amount leaves no room. */}
                {(choice.best_choice || choice.test_mode) && (
                  // A block, as before the badge came: the tag keeps its line box, so the page's
                  // look (and its screenshot baselines) does not move by a pixel without it.
                  <Box marginBlockStart="1">
                    {choice.best_choice && <Tag>{t('details.best_choice')}</Tag>}
                    {choice.best_choice && choice.test_mode && ' '}
                    {choice.test_mode && <TestModeBadge />}
                  </Box>
                )}
              </Box>
              <Text fontWeight="semibold" whiteSpace="nowrap">
                {formatApiMoney(choice.amount, choice.currency_code, lang)}
              </Text>
            </chakra.label>
          );
        })}
      </Stack>
    </chakra.fieldset>
  );
}
