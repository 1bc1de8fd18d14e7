import { markdownTable, type Figure, type Measure } from '../measure.ts';
import { startPlatformServer } from '../platform-server.ts';
import { ms, percentile } from '../latency.ts';

/** Searches a player would type, Turkish letters and case mixed, some with a filter. */
const SEARCHES: Record<string, unknown>[] = [
  { searchGameName: 'istanbul' },
  { searchGameName: 'SICAK' },
  { searchGameName: 'gold' },
  { searchGameName: 'book of' },
  { searchGameName: 'şanslı' },
  { searchGameName: 'megaways' },
  { searchGameName: 'dragon', categoryID: 27 },
  { searchGameName: 'fruits', providerID: 110 },
  { searchGameName: 'no such game' },
  { searchGameName: 'zeus', offset: 48 },
];

/** What is timed: the searches, and pages of the whole list near its start and its end. */
const CASES: { label: string; calls: Record<string, unknown>[]; timed: number }[] = [
  { label: 'Game search', calls: SEARCHES, timed: 2_000 },
  { label: 'Game list at offset 0', calls: [{ offset: 0 }], timed: 1_000 },
  { label: 'Game list at offset 1,000', calls: [{ offset: 1_000 }], timed: 1_000 },
  { label: 'Game list at offset 3,000', calls: [{ offset: 3_000 }], timed: 1_000 },
];
const WARM_UP = 1_000;
const P99_BUDGET_MS = 10;

const measure: Measure = {
  title: 'Game list and search latency',
  method: [
    'One server as in the cold start (3,200 seeded slot games), then `casino games_list` (48 per page)',
    'over loopback, one call at a time on a kept-alive connection: first',
    `${WARM_UP} warm-up calls cycling through every case below, whose times are dropped; then, case by case,`,
    `timed calls: ${CASES[0]!.timed} cycling through ${SEARCHES.length} searches (Turkish letters, mixed case, some with a`,
    `category, provider or offset), and ${CASES[1]!.timed} each of the pages at offsets 0, 1,000 and 3,000 of the`,
    'whole list. Each call is timed from sending to the full answer; the target for every p99 is',
    `at most ${P99_BUDGET_MS} ms.`,
  ].join('\n'),

  async run() {
    const server = await startPlatformServer();
    try {
      const call = async (data: Record<string, unknown>) => {
        const started = performance.now();
        const response = await fetch(`${server.url}/v1`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', panel: 'frontend' },
          body: JSON.stringify({
            api: { class: 'casino', method: 'games_list' },
            data: { limit: 48, offset: 0, Lang: 'tr', ...data },
          }),
        });
        const body = (await response.json()) as { result?: boolean };
        const elapsed = performance.now() - started;
        if (!response.ok || body.result !== true) {
          throw new Error(`games_list ${JSON.stringify(data)} answered ${response.status}`);
        }
        return elapsed;
      };
      const everyCall = CASES.flatMap((c) => c.calls);
      for (let i = 0; i < WARM_UP; i++) await call(everyCall[i % everyCall.length]!);
      const figures: Figure[] = [];
      const rows: Array<Array<string | number>> = [];
      for (const { label, calls, timed } of CASES) {
        const times: number[] = [];
        for (let i = 0; i < timed; i++) times.push(await call(calls[i % calls.length]!));
        const sorted = [...times].sort((a, b) => a - b);
        const p50 = percentile(sorted, 50);
        const p99 = percentile(sorted, 99);
        const mean = times.reduce((sum, t) => sum + t, 0) / times.length;
        figures.push(
          { label: `${label} p50`, value: ms(p50) },
          {
            label: `${label} p99`,
            value: ms(p99),
            budget: { limit: `${P99_BUDGET_MS} ms`, met: p99 <= P99_BUDGET_MS },
          },
        );
        rows.push([
          label,
          timed,
          ms(mean),
          ms(p50),
          ms(percentile(sorted, 90)),
          ms(p99),
          ms(sorted.at(-1)!),
        ]);
      }
      return {
        figures,
        details: markdownTable(['Case', 'Calls', 'Mean', 'p50', 'p90', 'p99', 'max'], rows),
      };
    } finally {
      await server.stop();
    }
  },
};
export default measure;
