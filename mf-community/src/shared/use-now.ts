import { useEffect, useState } from 'react';

/** The time now, renewed every `everyMs`: what relative times ('5 min ago') are counted from while the page stays open. */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
