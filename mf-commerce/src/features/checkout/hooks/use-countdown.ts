import { useEffect, useState } from 'react';

const secondsUntil = (until: string | null) =>
  until ? Math.max(0, Math.floor((Date.parse(until) - Date.now()) / 1000)) : 0;

/** Whole seconds left until `until`, ticking each second; 0 once it has passed. */
export function useCountdown(until: string | null): number {
  const [seconds, setSeconds] = useState(() => secondsUntil(until));
  useEffect(() => {
    setSeconds(secondsUntil(until));
    if (!until) return;
    const timer = setInterval(() => setSeconds(secondsUntil(until)), 1000);
    return () => clearInterval(timer);
  }, [until]);
  return seconds;
}

/** 899 → '14:59' */
export const minutesAndSeconds = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
