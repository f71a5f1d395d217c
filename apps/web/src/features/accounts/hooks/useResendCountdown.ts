import { useCallback, useEffect, useState } from 'react';

import { OTP_RESEND_SECONDS } from '@hireloop/schema';

export interface ResendCountdown {
  /** Whole seconds until a new code may be requested; 0 when it may. */
  secondsLeft: number;
  canResend: boolean;
  /** Starts the wait again (after a successful resend). */
  restart: () => void;
}

/** The resend wait: counts down from 60 s (measured against the clock, so a throttled tab stays right). */
export function useResendCountdown(seconds: number = OTP_RESEND_SECONDS): ResendCountdown {
  const [endsAt, setEndsAt] = useState(() => Date.now() + seconds * 1000);
  const [secondsLeft, setSecondsLeft] = useState(seconds);

  useEffect(() => {
    const timer = window.setInterval(() => {
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setSecondsLeft(left);
      if (left === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [endsAt]);

  const restart = useCallback(() => {
    setEndsAt(Date.now() + seconds * 1000);
    setSecondsLeft(seconds);
  }, [seconds]);

  return { secondsLeft, canResend: secondsLeft === 0, restart };
}
