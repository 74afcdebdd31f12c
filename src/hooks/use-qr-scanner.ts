import type QrScanner from 'qr-scanner';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

export type ScannerStatus = 'starting' | 'scanning' | 'paused' | 'error';

/**
 * Runs qr-scanner on the video element, back camera first. The library is imported here, on
 * demand, so it never sits in another page's first load. After each result the scanner pauses
 * until `resume` is called: one code is handled at a time.
 */
export function useQrScanner(video: RefObject<HTMLVideoElement | null>, onResult: (text: string) => void) {
  const [status, setStatus] = useState<ScannerStatus>('starting');
  const scanner = useRef<QrScanner | null>(null);
  const handling = useRef(false);
  const onResultRef = useRef(onResult);
  onResultRef.current = onResult;

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    let disposed = false;
    let instance: QrScanner | undefined;
    setStatus('starting');
    import('qr-scanner')
      .then(async ({ default: Scanner }) => {
        if (disposed) return;
        instance = new Scanner(
          element,
          (result) => {
            // A frame decoded while the last result is still handled is the same code again.
            if (handling.current) return;
            handling.current = true;
            setStatus('paused');
            void instance?.pause();
            onResultRef.current(result.data);
          },
          { preferredCamera: 'environment', returnDetailedScanResult: true, highlightScanRegion: true },
        );
        scanner.current = instance;
        handling.current = false;
        await instance.start();
        if (!disposed) setStatus('scanning');
      })
      .catch(() => {
        if (!disposed) setStatus('error');
      });
    return () => {
      disposed = true;
      instance?.destroy();
      scanner.current = null;
    };
  }, [video]);

  const resume = useCallback(() => {
    const current = scanner.current;
    if (!current) return;
    handling.current = false;
    current.start().then(
      () => setStatus('scanning'),
      () => setStatus('error'),
    );
  }, []);

  return { status, resume };
}
