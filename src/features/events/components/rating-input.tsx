import { chakra, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from '@/lib/i18n-react';
import { RATINGS } from '../schemas/feedback-rules';

interface RatingInputProps {
  value: number | null;
  error?: string;
  onChange: (value: number) => void;
}

/** 1 to 5 stars as native radios: one tab stop, arrow keys move, each star says its count. */
export function RatingInput({ value, error, onChange }: RatingInputProps) {
  const { t } = useTranslation('events');
  return (
    <chakra.fieldset aria-describedby={error ? 'event-rating-error' : undefined}>
      <chakra.legend fontWeight="medium" marginBlockEnd="1">
        {t('feedback.rating')}
      </chakra.legend>
      <Flex gap="1">
        {RATINGS.map((rating) => {
          const lit = value !== null && rating <= value;
          return (
            <chakra.label
              key={rating}
              cursor="pointer"
              fontSize="3xl"
              lineHeight="1"
              color={lit ? 'orange.500' : 'gray.300'}
              padding="1"
              borderRadius="md"
              _focusWithin={{ outline: '2px solid', outlineColor: 'orange.focusRing' }}
            >
              <chakra.input
                type="radio"
                name="rating"
                value={rating}
                checked={value === rating}
                onChange={() => onChange(rating)}
                srOnly
                aria-invalid={error ? true : undefined}
              />
              <chakra.span aria-hidden="true">★</chakra.span>
              <chakra.span srOnly>{t('feedback.star', { count: rating })}</chakra.span>
            </chakra.label>
          );
        })}
      </Flex>
      {error && (
        <Text id="event-rating-error" color="fg.error" fontSize="sm" aria-live="polite">
          {error}
        </Text>
      )}
    </chakra.fieldset>
  );
}
