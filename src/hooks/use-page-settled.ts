import { useEffect, useState } from 'react';
import { afterPageSettles } from '@/lib/page-settled';

/** False until the first page has settled (see afterPageSettles). */
export function usePageSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let active = true;
    void afterPageSettles().then(() => {
      if (active) setSettled(true);
    });
    return () => {
      active = false;
    };
  }, []);
  return settled;
}
