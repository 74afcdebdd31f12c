import { useEffect, useRef, useState } from 'react';

/**
 * Turns true once at least `share` of the element is on screen, and stays true. Charts load
 * their library only then: a chart whose top edge merely peeks in at the bottom of a phone's
 * first screen (the average-size chart at Lighthouse's 412×823) does not put ~190 KB of
 * JavaScript into the page's first load; a short scroll brings it.
 */
export function useInView<T extends Element>(share = 0.25) {
  const ref = useRef<T>(null);
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (inView || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= share))
          setInView(true);
      },
      { threshold: share },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [inView, share]);

  return [ref, inView] as const;
}
