import { formatMs, markdownTable, median, type Measure } from '../measure.ts';
import { startPlatformServer } from '../platform-server.ts';

const BURST = 60;
const LOGINS = 5;

/** A registration every rule accepts, unique per n. */
function registration(n: number) {
  const nine = `1${String(n).padStart(8, '0')}`;
  const digits = [...nine].map(Number);
  const odd = digits[0]! + digits[2]! + digits[4]! + digits[6]! + digits[8]!;
  const even = digits[1]! + digits[3]! + digits[5]! + digits[7]!;
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = (digits.reduce((sum, d) => sum + d, 0) + tenth) % 10;
  return {
    firstname: 'Ece',
    lastname: 'Şahin',
    birthDate: '1992-07-15',
    tckn: `${nine}${tenth}${eleventh}`,
    country: 'TR',
    city: 'Bursa',
    address: 'Atatürk Caddesi No: 5',
    currency: 'TRY',
    username: `bench_${n}`,
    email: `bench.${n}@example.com`,
    phone: `0532${String(n).padStart(7, '0')}`,
    password: 'Secret123',
    passwordConfirm: 'Secret123',
    rulesAccepted: true,
    depositLimit: null,
  };
}

const measure: Measure = {
  title: 'Login while registrations arrive',
  method: [
    'One server as in the cold start (full OWASP scrypt, TRUST_PROXY so X-Forwarded-For gives each',
    `call its address). The seeded demo player signs in ${LOGINS} times alone; then again while a burst`,
    `of ${BURST} registrations arrives at once, first all from one address, then each from its own.`,
    'The figure is the median login time of each case. A registration hashes one password at a',
    'time per server; one address may register 10 times an hour, everyone together 120 a minute.',
  ].join('\n'),

  async run() {
    const previous = process.env.TRUST_PROXY;
    process.env.TRUST_PROXY = 'loopback';
    const server = await startPlatformServer().finally(() => {
      if (previous === undefined) delete process.env.TRUST_PROXY;
      else process.env.TRUST_PROXY = previous;
    });
    try {
      const post = async (ip: string, method: string, data: object) => {
        const response = await fetch(`${server.url}/v1`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', panel: 'frontend', 'x-forwarded-for': ip },
          body: JSON.stringify({ api: { class: 'user', method }, data: { Lang: 'tr', ...data } }),
        });
        return response.status;
      };
      const timedLogin = async () => {
        const started = performance.now();
        const status = await post('192.0.2.1', 'login', { username: 'demo', password: 'Demo1234' });
        if (status !== 200) throw new Error(`login answered ${status}`);
        return performance.now() - started;
      };
      const loginsDuring = async (burst: () => Promise<number>[]) => {
        const times: number[] = [];
        let statuses: number[] = [];
        for (let i = 0; i < LOGINS; i++) {
          const registrations = Promise.all(burst());
          times.push(await timedLogin());
          statuses = statuses.concat(await registrations);
        }
        return { login: median(times), accepted: statuses.filter((s) => s === 200).length };
      };
      await timedLogin();
      const alone: number[] = [];
      for (let i = 0; i < LOGINS; i++) alone.push(await timedLogin());
      let n = 0;
      const oneAddress = await loginsDuring(() =>
        Array.from({ length: BURST }, () => post('198.51.100.9', 'register', registration(++n))),
      );
      const manyAddresses = await loginsDuring(() =>
        Array.from({ length: BURST }, (_, i) =>
          post(`203.0.113.${i + 1}`, 'register', registration(++n)),
        ),
      );
      const rows: [string, number, number][] = [
        ['none', median(alone), 0],
        [`${BURST} from one address`, oneAddress.login, oneAddress.accepted],
        [`${BURST} from ${BURST} addresses`, manyAddresses.login, manyAddresses.accepted],
      ];
      return {
        figures: rows.map(([label, ms]) => ({
          label: `Login during registrations: ${label}`,
          value: formatMs(ms),
        })),
        details: markdownTable(
          [
            'Registrations during the login',
            'Login (median)',
            'Registrations accepted (all bursts)',
          ],
          rows.map(([label, ms, accepted]) => [label, formatMs(ms), accepted]),
        ),
      };
    } finally {
      await server.stop();
    }
  },
};
export default measure;
