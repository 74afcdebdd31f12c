import { Button, Card, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SIGNED_OUT_LANDINGS, type SignedOutLanding } from '@/domain/signed-out-landing';
import { ApiError } from '@/lib/api-client';
import { fieldErrors } from '@/lib/error-message';
import { useTranslation } from '@/lib/i18n-react';
import { notifyError, notifySuccess } from '@/lib/toaster';
import { publicPagesQuery, useSavePublicPages } from '../api/public-pages';

const isLanding = (value: string | null): value is SignedOutLanding =>
  (SIGNED_OUT_LANDINGS as readonly (string | null)[]).includes(value);

/** SPEC 2.2 and 9: where a signed-out visitor to the root lands, for owners. */
export function PublicPagesPage() {
  const { t } = useTranslation('public-pages');
  const { data: settings } = useSuspenseQuery(publicPagesQuery());
  const save = useSavePublicPages();
  const [choice, setChoice] = useState<SignedOutLanding>(settings.signed_out_landing);
  const [error, setError] = useState<string | undefined>();

  const submit = () =>
    save.mutate(
      { signed_out_landing: choice },
      {
        onSuccess: () => {
          setError(undefined);
          notifySuccess(t('saved'));
        },
        onError: (failure) => {
          const field =
            failure instanceof ApiError
              ? fieldErrors(failure.body, ['signed_out_landing']).signed_out_landing
              : undefined;
          if (field) setError(field);
          else notifyError(failure);
        },
      },
    );

  const hint = (landing: SignedOutLanding) => {
    if (settings.available.includes(landing))
      return landing === 'website'
        ? t('landing.website_help', { website: settings.website })
        : t(`landing.${landing}_help`);
    return t(`landing.${landing}_unavailable`);
  };

  return (
    <Card.Root maxWidth="2xl">
      <Card.Body>
        <Stack
          as="form"
          gap="4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <RadioGroup.Root
            value={choice}
            onValueChange={(details) => {
              if (isLanding(details.value)) setChoice(details.value);
              setError(undefined);
            }}
            colorPalette="orange"
            aria-describedby={error ? 'landing-error' : undefined}
          >
            <Stack gap="4">
              <RadioGroup.Label fontWeight="semibold">{t('landing.label')}</RadioGroup.Label>
              {SIGNED_OUT_LANDINGS.map((landing) => (
                <Stack key={landing} gap="1">
                  <RadioGroup.Item value={landing} disabled={!settings.available.includes(landing)}>
                    <RadioGroup.ItemHiddenInput aria-describedby={`landing-${landing}-help`} />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>{t(`landing.${landing}`)}</RadioGroup.ItemText>
                  </RadioGroup.Item>
                  <Text
                    id={`landing-${landing}-help`}
                    fontSize="sm"
                    color="fg.muted"
                    paddingInlineStart="7"
                    overflowWrap="anywhere"
                  >
                    {hint(landing)}
                  </Text>
                </Stack>
              ))}
            </Stack>
          </RadioGroup.Root>
          <Text id="landing-error" aria-live="polite" color="fg.error" textStyle="sm">
            {error}
          </Text>
          <Button
            type="submit"
            colorPalette="orange"
            alignSelf="start"
            loading={save.isPending}
            disabled={choice === settings.signed_out_landing}
          >
            {t('save')}
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
