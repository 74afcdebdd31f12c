import { Box, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useCheckoutTranslation } from '../hooks/use-checkout-translation';

interface TermsAgreementProps {
  terms: string;
  accepted: boolean;
  error?: string;
  onChange: (accepted: boolean) => void;
}

/** The shop's terms, in the page's language, read in place and accepted before paying. */
export function TermsAgreement({ terms, accepted, error, onChange }: TermsAgreementProps) {
  const { t } = useCheckoutTranslation();
  return (
    <Stack gap="2">
      <Box
        as="section"
        aria-labelledby="shop-terms-title"
        borderWidth="1px"
        borderRadius="md"
        padding="3"
        maxHeight="40"
        overflowY="auto"
        // Scrollable text is reached and scrolled with the keyboard too.
        tabIndex={0}
      >
        <Text id="shop-terms-title" fontWeight="semibold" marginBlockEnd="1">
          {t('checkout.terms')}
        </Text>
        <Text fontSize="sm" whiteSpace="pre-line">
          {terms}
        </Text>
      </Box>
      <Flex gap="2" align="center">
        <chakra.input
          id="shop-terms"
          type="checkbox"
          name="terms"
          checked={accepted}
          onChange={(event) => onChange(event.target.checked)}
          accentColor="orange.600"
          width="4"
          height="4"
          flexShrink={0}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'shop-terms-error' : undefined}
        />
        <chakra.label htmlFor="shop-terms">{t('checkout.accept_terms')}</chakra.label>
      </Flex>
      {error && (
        <Text id="shop-terms-error" color="fg.error" fontSize="sm" aria-live="polite">
          {error}
        </Text>
      )}
    </Stack>
  );
}
