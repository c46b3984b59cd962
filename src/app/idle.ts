// The idle timer of portal §4: activity resets it, a check runs every minute, and once the limit has
// passed `onIdle` runs exactly once. Minutes are a parameter: the portal uses 29, the application 20.
import { useEffect, useRef } from 'react';

export const IDLE_CHECK_INTERVAL_MS = 60_000;

/** Mouse move and key press are the spec's activity; touch and pointer presses stand in for them on phones. */
const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'pointerdown', 'touchstart'] as const;

export function useIdleTimer(minutes: number, onIdle: () => void): void {
  const onIdleRef = useRef(onIdle);
  useEffect(() => {
    onIdleRef.current = onIdle;
  }, [onIdle]);

  useEffect(() => {
    const limitMs = minutes * 60_000;
    // Elapsed time is measured with the clock rather than by counting ticks: browsers throttle timers in
    // background tabs and a laptop may sleep, and neither may stretch the session.
    let lastActivity = Date.now();
    const markActive = () => {
      lastActivity = Date.now();
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, markActive, { passive: true });

    const timer = setInterval(() => {
      if (Date.now() - lastActivity >= limitMs) {
        clearInterval(timer);
        onIdleRef.current();
      }
    }, IDLE_CHECK_INTERVAL_MS);

    return () => {
      clearInterval(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, markActive);
    };
  }, [minutes]);
}
