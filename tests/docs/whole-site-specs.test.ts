import { readdirSync, readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { WHOLE_SITE_SPECS } from '../e2e/whole-site-specs.ts';

const E2E = new URL('../e2e/', import.meta.url);

/** What changes the platform for every player: maintenance, faults, the clock, popups, the operator's messages and bonus settings. */
const WHOLE_SITE_CHANGE =
  /\b(setMaintenance|injectFault|advanceClock|setPopupActive)\(|operatorCli\([^)]*('server\/bonus-cli\.ts'|'messages')/s;

// A spec that changes the platform for everyone must run apart from the others (playwright.config.ts).
it('runs every spec that changes the whole site in the one-at-a-time project', () => {
  const changing = readdirSync(E2E)
    .filter((file) => file.endsWith('.spec.ts'))
    .filter((file) => WHOLE_SITE_CHANGE.test(readFileSync(new URL(file, E2E), 'utf8')))
    .sort();
  expect(changing).toEqual([...WHOLE_SITE_SPECS].sort());
});
