import { Alert, Box, Stack, Text } from '@chakra-ui/react';
import { useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQrScanner } from '@/hooks/use-qr-scanner';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useTranslation } from '@/lib/i18n-react';
import { notifySuccess } from '@/lib/toaster';
import { validateOrder } from '../api/orders';
import { orderIdFromQr } from '../lib/order-qr';

/** SPEC 9: the camera scans again this long after a refused code. */
export const RE_ARM_MS = 2_000;

type Outcome = { kind: 'checking'; id: string } | { kind: 'refused'; message: string } | null;

/** SPEC 5 Order QR: JSON with an id → the server says whether this user may open it → its details. */
export function OrderScanner({ ordersPath }: { ordersPath: string }) {
  const { t } = useTranslation('kitchen');
  const router = useRouter();
  const video = useRef<HTMLVideoElement>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const rearm = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const resumeRef = useRef<() => void>(() => {});

  const refuse = useCallback((message: string) => {
    setOutcome({ kind: 'refused', message });
    rearm.current = setTimeout(() => resumeRef.current(), RE_ARM_MS);
  }, []);

  const handle = useCallback(
    async (text: string) => {
      const id = orderIdFromQr(text);
      if (!id) return refuse(t('fulfillment.invalid'));
      setOutcome({ kind: 'checking', id });
      try {
        const { has_permission } = await validateOrder(id);
        if (!has_permission) return refuse(t('fulfillment.denied'));
        notifySuccess(t('fulfillment.granted'));
        void router.navigate({ href: `${ordersPath}/${encodeURIComponent(id)}` });
      } catch (error) {
        refuse(
          error instanceof ApiError
            ? errorMessage(error.body, t('fulfillment.failed'))
            : t('fulfillment.failed'),
        );
      }
    },
    [refuse, router, ordersPath, t],
  );

  const { status, resume } = useQrScanner(video, (text) => void handle(text));
  resumeRef.current = resume;
  useEffect(() => () => clearTimeout(rearm.current), []);

  return (
    <Stack gap="4" as="section" aria-label={t('fulfillment.camera')} maxWidth="lg">
      <Text>{t('fulfillment.help')}</Text>
      <Box
        position="relative"
        width="full"
        aspectRatio={4 / 3}
        bg="black"
        borderRadius="md"
        overflow="hidden"
      >
        {/* A camera picture with no sound: nothing to caption. */}
        <video
          ref={video}
          muted
          playsInline
          aria-label={t('fulfillment.camera')}
          style={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      </Box>
      <Text role="status" color={status === 'error' ? 'fg.error' : 'fg.muted'}>
        {outcome?.kind === 'checking'
          ? t('fulfillment.checking', { id: outcome.id })
          : t(`fulfillment.${status}`)}
      </Text>
      {outcome?.kind === 'refused' && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{outcome.message}</Alert.Title>
        </Alert.Root>
      )}
    </Stack>
  );
}
