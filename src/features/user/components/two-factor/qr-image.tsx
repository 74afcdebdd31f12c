import { Image } from '@chakra-ui/react';
import { useMemo } from 'react';
import { renderSVG } from 'uqr';

/** The otpauth:// URI as a QR code for the authenticator app to scan; drawn here, never sent elsewhere. */
export function QrImage({ text, label }: { text: string; label: string }) {
  const src = useMemo(
    () => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(text, { border: 2 }))}`,
    [text],
  );
  return <Image src={src} alt={label} width="44" height="44" background="white" borderRadius="md" />;
}
