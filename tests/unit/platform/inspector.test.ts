import { describe, expect, it } from 'vitest';
import { inspectorDecision } from '../../../src/platform/inspector.ts';

const at = (url: string) => {
  const { search, hostname } = new URL(url);
  return { search, hostname };
};

describe('when the inspector opens', () => {
  it('opens on the developer machine when asked with ?inspect', () => {
    expect(inspectorDecision(at('http://localhost:5173/?inspect'), [])).toBe('open');
    expect(inspectorDecision(at('http://127.0.0.1:8080/slot?x=1&inspect'), [])).toBe('open');
  });

  it('stays closed when not asked, even on localhost', () => {
    expect(inspectorDecision(at('http://localhost:5173/'), [])).toBe('notAsked');
  });

  it('refuses a players’ site, unless the build listed its host', () => {
    expect(inspectorDecision(at('https://ankacasino.example/?inspect'), [])).toBe('refused');
    expect(inspectorDecision(at('https://localhost.evil.example/?inspect'), [])).toBe('refused');
    expect(
      inspectorDecision(at('https://staging.ankacasino.example/?inspect'), [
        'staging.ankacasino.example',
      ]),
    ).toBe('open');
  });
});
