import { FormattedMessage } from 'react-intl';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Time left in days and hours, or hours and minutes under a day (the clock ticks per minute). */
export function TimeLeft({ ms }: { ms: number }) {
  const days = Math.floor(ms / DAY);
  const hours = Math.floor((ms % DAY) / HOUR);
  const minutes = Math.floor((ms % HOUR) / MINUTE);
  if (days > 0) return <FormattedMessage id="bonus.timeLeft.days" values={{ days, hours }} />;
  return <FormattedMessage id="bonus.timeLeft.hours" values={{ hours, minutes }} />;
}
