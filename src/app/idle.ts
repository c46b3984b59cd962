// The idle timer of portal §4: activity resets it, and once the limit has passed `onIdle` runs exactly once. Two
// minutes before, it enters a warning (WCAG 2.2.1: the user is told and may stay signed in with one action); during
// the warning only `stayActive` counts, so the dialog saying so stays until it is answered. Minutes are a parameter:
// the portal uses 29, the application 20.
import { useCallback, useEffect, useRef, useState } from 'react';

/** How long before the limit the warning comes. */
export const IDLE_WARNING_MS = 2 * 60_000;
/** How often the clock is read: the warning and the sign-out come at most this late. */
export const IDLE_CHECK_INTERVAL_MS = 10_000;

/** Mouse move and key press are the spec's activity; touch and pointer presses stand in for them on phones. */
const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'pointerdown', 'touchstart'] as const;

export interface IdleTimer {
  /** The limit is less than IDLE_WARNING_MS away. */
  warning: boolean;
  /** Counts as activity (the warning's "stay signed in"), and ends the warning. */
  stayActive(): void;
}

export function useIdleTimer(minutes: number, onIdle: () => void): IdleTimer {
  const onIdleRef = useRef(onIdle);
  useEffect(() => {
    onIdleRef.current = onIdle;
  }, [onIdle]);
  const [warning, setWarning] = useState(false);
  const warningRef = useRef(false);
  const lastActivity = useRef(Date.now());

  useEffect(() => {
    const limitMs = minutes * 60_000;
    // Elapsed time is measured with the clock rather than by counting ticks: browsers throttle timers in
    // background tabs and a laptop may sleep, and neither may stretch the session.
    lastActivity.current = Date.now();
    const markActive = () => {
      if (!warningRef.current) lastActivity.current = Date.now();
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, markActive, { passive: true });

    const timer = setInterval(() => {
      const idleMs = Date.now() - lastActivity.current;
      if (idleMs >= limitMs) {
        clearInterval(timer);
        warningRef.current = false;
        setWarning(false);
        onIdleRef.current();
      } else if (idleMs >= limitMs - IDLE_WARNING_MS && !warningRef.current) {
        warningRef.current = true;
        setWarning(true);
      }
    }, IDLE_CHECK_INTERVAL_MS);

    return () => {
      clearInterval(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, markActive);
    };
  }, [minutes]);

  const stayActive = useCallback(() => {
    lastActivity.current = Date.now();
    warningRef.current = false;
    setWarning(false);
  }, []);

  return { warning, stayActive };
}
