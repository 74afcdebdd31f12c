import { useCallback, useEffect, useRef, useState } from 'react';

const BEEP_EVERY_MS = 1_500;

/** Two short tones, generated: no audio file to fetch or cache. */
function beep(context: AudioContext): void {
  for (const [offset, frequency] of [
    [0, 880],
    [0.25, 1175],
  ] as const) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    const start = context.currentTime + offset;
    oscillator.type = 'square';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.3, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.2);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start);
    oscillator.stop(start + 0.22);
  }
}

/**
 * Beeps over and over while `ringing` (new orders nobody has acknowledged). Browsers keep
 * audio silent until the person has touched the page: `blocked` says so, and `enable` (from a
 * click) lets the sound out.
 */
export function useAlarm(ringing: boolean) {
  const context = useRef<AudioContext | null>(null);
  const [blocked, setBlocked] = useState(false);

  const audio = useCallback(() => {
    if (!context.current && typeof AudioContext !== 'undefined') context.current = new AudioContext();
    return context.current;
  }, []);

  useEffect(() => {
    if (!ringing) return;
    const ctx = audio();
    if (!ctx) return;
    const ring = () => {
      if (ctx.state === 'running') beep(ctx);
      else void ctx.resume().catch(() => {});
      setBlocked(ctx.state !== 'running');
    };
    ring();
    const timer = setInterval(ring, BEEP_EVERY_MS);
    return () => clearInterval(timer);
  }, [ringing, audio]);

  useEffect(() => () => void context.current?.close().catch(() => {}), []);

  const enable = useCallback(() => {
    const ctx = audio();
    void ctx?.resume().then(() => setBlocked(false));
  }, [audio]);

  return { blocked: ringing && blocked, enable };
}
