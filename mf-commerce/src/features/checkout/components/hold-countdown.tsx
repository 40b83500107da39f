import { useEffect } from 'react';
import { minutesAndSeconds, useCountdown } from '../hooks/use-countdown';

/** 'Held for you for 14:59': the works are the buyer's alone until then. */
export function HoldCountdown({ until, onEnd }: { until: string; onEnd: () => void }) {
  const seconds = useCountdown(until);
  useEffect(() => {
    if (seconds === 0) onEnd();
  }, [seconds, onEnd]);
  return (
    <p className="com-checkout__hold">
      Held for you for <span role="timer">{minutesAndSeconds(seconds)}</span>
    </p>
  );
}
