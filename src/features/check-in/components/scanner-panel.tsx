import { Box, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQrScanner } from '@/hooks/use-qr-scanner';
import { useTranslation } from '@/lib/i18n-react';
import { validateQrCode } from '../api/check-in-api';
import type { Verdict } from '../lib/verdict';
import { decideScan } from '../store/decide-scan';
import { RejectionAlert } from './rejection-alert';
import { VerdictDialog } from './verdict-dialog';

/** SPEC 9: the camera scans again this long after a refused ticket. */
export const RE_ARM_MS = 2_000;

interface ScannerPanelProps {
  eventId: number;
  gate: string;
  deviceId: string;
}

/** The camera, and the verdict on each ticket it reads, one ticket at a time (SPEC 4 QR scan). */
export function ScannerPanel({ eventId, gate, deviceId }: ScannerPanelProps) {
  const { t } = useTranslation('check-in');
  const video = useRef<HTMLVideoElement>(null);
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const rearm = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const resumeRef = useRef<() => void>(() => {});

  const handle = useCallback(
    async (text: string) => {
      let next: Verdict;
      try {
        next = await decideScan(text, {
          eventId,
          gate,
          deviceId,
          validate: validateQrCode,
          online: navigator.onLine,
        });
      } catch {
        next = { kind: 'rejected', message: null, offlineReason: 'failed', firstAdmission: null };
      }
      setVerdict(next);
      if (next.kind === 'rejected') rearm.current = setTimeout(() => resumeRef.current(), RE_ARM_MS);
    },
    [eventId, gate, deviceId],
  );

  const { status, resume } = useQrScanner(video, (text) => void handle(text));
  resumeRef.current = resume;
  useEffect(() => () => clearTimeout(rearm.current), []);

  const closeDialog = () => {
    setVerdict(null);
    resume();
  };

  return (
    <Stack gap="4" as="section" aria-label={t('scanner.label')}>
      {verdict?.kind === 'rejected' && <RejectionAlert verdict={verdict} />}
      <Box
        position="relative"
        width="full"
        maxWidth="lg"
        aspectRatio={4 / 3}
        bg="black"
        borderRadius="md"
        overflow="hidden"
      >
        {/* Only a camera picture with no sound: there is nothing to caption. */}
        <video
          ref={video}
          muted
          playsInline
          aria-label={t('scanner.label')}
          style={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      </Box>
      <Text role="status" color={status === 'error' ? 'red.600' : 'fg.muted'}>
        {t(`scanner.${status}`)}
      </Text>
      <VerdictDialog verdict={verdict?.kind === 'rejected' ? null : verdict} onClose={closeDialog} />
    </Stack>
  );
}
