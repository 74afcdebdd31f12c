import { Button, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { TextareaControl } from '@/components/form-controls';
import { PayField } from '@/components/pay-field';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useTranslation } from '@/lib/i18n-react';
import { type OrderKey, useOrderFeedback } from '../api/orders';

const RATINGS = [1, 2, 3, 4, 5];

/** SPEC 7.2 order feedback: a rating from one to five and a comment. */
export function OrderFeedback({ order }: { order: OrderKey }) {
  const { t } = useTranslation('food-order');
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const send = useOrderFeedback(order);
  if (send.isSuccess)
    return (
      <Text role="status" color="green.700" fontWeight="medium">
        {t('feedback.thanks')}
      </Text>
    );
  return (
    <chakra.form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (rating !== null) send.mutate({ rating, comment: comment.trim() });
      }}
    >
      <Stack gap="3">
        <chakra.fieldset>
          <chakra.legend fontWeight="semibold" marginBlockEnd="2">
            {t('feedback.title')}
          </chakra.legend>
          <Flex gap="2">
            {RATINGS.map((value) => (
              <chakra.label
                key={value}
                // The visually hidden radio sits inside its own label, so a tap anywhere on it lands.
                position="relative"
                cursor="pointer"
                fontSize="2xl"
                color={rating !== null && value <= rating ? 'orange.500' : 'gray.300'}
                _focusWithin={{ outline: '2px solid', outlineColor: 'orange.focusRing', borderRadius: 'sm' }}
              >
                <chakra.input
                  type="radio"
                  name="rating"
                  value={value}
                  checked={rating === value}
                  onChange={() => setRating(value)}
                  srOnly
                  aria-label={t('feedback.stars', { count: value })}
                />
                ★
              </chakra.label>
            ))}
          </Flex>
        </chakra.fieldset>
        <PayField label={t('feedback.comment')} controlId="feedback-comment">
          <TextareaControl
            id="feedback-comment"
            rows={2}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
          />
        </PayField>
        {send.error && (
          <Text role="alert" color="fg.error">
            {send.error instanceof ApiError
              ? errorMessage(send.error.body, t('errors:unexpected'))
              : t('errors:unexpected')}
          </Text>
        )}
        <Button
          type="submit"
          variant="outline"
          alignSelf="flex-start"
          disabled={rating === null}
          loading={send.isPending}
        >
          {t('feedback.send')}
        </Button>
      </Stack>
    </chakra.form>
  );
}
