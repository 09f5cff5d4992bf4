import { useEffect, useState } from 'react';
import { clock } from '../business-time/clock';

/** PRODUCT §9: pages that show "today" refresh it every hour (3,600,000 ms). */
export const hourlyRefreshMs = 3_600_000;

/**
 * The current time, read when the page starts in the browser and again every hour, so a page left
 * open over midnight moves on to the new day. `null` during server rendering and hydration: the
 * server's clock and zone are not the visitor's, and rendering them would not match.
 */
export function useHourlyNow(): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(clock.now());
    const timer = window.setInterval(() => setNow(clock.now()), hourlyRefreshMs);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
