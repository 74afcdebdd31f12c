import { Button, chakra, Heading, Input, Stack } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { FormAlert } from '@/components/form-alert';
import type { EventDetail } from '@/domain/contracts/events';
import { ApiError, isNetworkError } from '@/lib/api-client';
import { errorMessage, fieldErrors } from '@/lib/error-message';
import { useTranslation } from '@/lib/i18n-react';
import { useSendFeedback } from '../api/events';
import { useEventPage } from '../hooks/use-event-page';
import {
  EMPTY_FEEDBACK,
  type FeedbackErrors,
  type FeedbackValues,
  feedbackPayload,
  validateFeedback,
} from '../schemas/feedback-rules';
import { EventField, TextareaControl } from './event-field';
import { EventsFrame, type EventsHeader, EventsMessage } from './events-frame';
import { RatingInput } from './rating-input';

interface FeedbackPageProps {
  slug: string;
  header?: EventsHeader;
  onSent: () => void;
}

/** SPEC 2.1 leave-feedback/{slug}: open once the event is over. */
export function FeedbackPage({ slug, header, onSent }: FeedbackPageProps) {
  const { t } = useTranslation('events');
  const { event, fallback } = useEventPage(slug, header);
  if (!event) return fallback;
  if (!event.feedback_open)
    return (
      <EventsMessage
        header={header}
        unit={event.unit_details}
        title={event.title}
        message={t('feedback.closed')}
      />
    );
  return (
    <EventsFrame header={header} unit={event.unit_details} appearance={event.appearance}>
      <FeedbackForm event={event} onSent={onSent} />
    </EventsFrame>
  );
}

const FIELDS = ['rating', 'comment', 'name', 'email'] as const;

function FeedbackForm({ event, onSent }: { event: EventDetail; onSent: () => void }) {
  const { t } = useTranslation('events');
  const send = useSendFeedback(event.slug);
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<FeedbackValues>(EMPTY_FEEDBACK);
  const [errors, setErrors] = useState<FeedbackErrors>({});
  const failure = send.error instanceof ApiError ? send.error : undefined;
  const server = fieldErrors(failure?.body, FIELDS);
  const serverShown = Object.keys(server).length > 0;
  const fallback = isNetworkError(send.error) ? t('errors:network') : t('errors:unexpected');
  const alert = send.error && !serverShown ? errorMessage(failure?.body, fallback) : undefined;

  const set = <K extends keyof FeedbackValues>(key: K, value: FeedbackValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = () => {
    const found = validateFeedback(values, {
      required: t('errors:required'),
      email: t('errors:email'),
      rating: t('feedback.rating_required'),
    });
    setErrors(found);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    send.mutate(feedbackPayload(values), { onSuccess: onSent });
  };

  return (
    <chakra.form
      ref={form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap="5">
        <Heading as="h1" size="xl">
          {t('feedback.title', { title: event.title })}
        </Heading>
        <RatingInput
          value={values.rating}
          error={errors.rating ?? server.rating}
          onChange={(rating) => set('rating', rating)}
        />
        <EventField label={t('feedback.comment')} error={server.comment} controlId="event-comment">
          <TextareaControl
            id="event-comment"
            name="comment"
            rows={4}
            value={values.comment}
            onChange={(e) => set('comment', e.target.value)}
          />
        </EventField>
        <EventField label={t('feedback.name')} error={errors.name ?? server.name} required>
          <Input
            name="name"
            autoComplete="name"
            value={values.name}
            onChange={(e) => set('name', e.target.value)}
          />
        </EventField>
        <EventField label={t('feedback.email')} error={errors.email ?? server.email} required>
          <Input
            name="email"
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(e) => set('email', e.target.value)}
          />
        </EventField>
        <FormAlert message={alert} />
        <Button type="submit" colorPalette="orange" size="lg" loading={send.isPending}>
          {t('feedback.send')}
        </Button>
      </Stack>
    </chakra.form>
  );
}

/** leave-feedback/{slug}/thanks */
export function FeedbackThanksPage({ header }: { header?: EventsHeader }) {
  const { t } = useTranslation('events');
  return (
    <EventsMessage
      header={header}
      title={t('feedback.thanks_title')}
      message={t('feedback.thanks_message')}
    />
  );
}
