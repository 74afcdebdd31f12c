import { useEffect, useRef, useState } from 'react';

/**
 * Turns true once the element comes within `margin` of the viewport, and stays true. Charts
 * are drawn only then: a phone scrolling the page does not lay out charts it never reaches.
 */
export function useInView<T extends Element>(margin = '200px') {
  const ref = useRef<T>(null);
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (inView || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setInView(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [inView, margin]);

  return [ref, inView] as const;
}
