/**
 * Specs that change what every player meets: maintenance, the platform's faults, a mass message,
 * the bonus settings, and the platform's clock (which also moves authenticator codes). Each
 * worker runs them against a server of its own (whole-site-test.ts), so no other spec meets
 * what they change.
 */
export const WHOLE_SITE_SPECS = [
  'faults.spec.ts',
  'live-updates.spec.ts',
  'resilience.spec.ts',
  'inbox.spec.ts',
  'welcome-bonus.spec.ts',
  'withdraw.paths.spec.ts',
  'interruptions.spec.ts',
  'tabs.spec.ts',
  'protection.spec.ts',
  'protection.paths.spec.ts',
  'session-clock.spec.ts',
  'panic.spec.ts',
  'limit-prompt.spec.ts',
];
