/**
 * `npm run tournaments`: the operator's tournament desk from the command line, through the
 * running server's /operator/tournaments endpoints (PGlite's data can only be opened by one
 * process). The server's token comes from OPERATOR_TOKEN or DATA_DIR/operator-token.
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { deskUrl, operatorTokenFile, readEnv } from './config.ts';
import type { Conclusion } from './tournaments/conclude.ts';
import type { OperatorBoard, OperatorTournament } from './tournaments/operator.ts';
import { callDesk, lira, type DeskTarget } from './operator-client.ts';

export const TOURNAMENTS_USAGE = `usage: npm run tournaments -- list
       npm run tournaments -- board ID
       npm run tournaments -- conclude ID [--now]   (--now: before its end, standings up to now)`;

const call = <T>(target: DeskTarget, path: string, body?: object) =>
  callDesk<T>(target, `/operator/tournaments${path}?Lang=en`, body);

const day = (iso: string) => iso.slice(0, 16).replace('T', ' ');

function formatTournament(t: OperatorTournament): string {
  const paid = t.concludedAt ? `  paid ${day(t.concludedAt)}` : '';
  return (
    `#${t.id}  ${t.status.padEnd(9)}  ${day(t.startDate)} → ${day(t.endDate)}  ` +
    `${t.rule.kind.padEnd(10)}  ${t.title}${paid}`
  );
}

function formatBoard(board: OperatorBoard): string {
  const points = (value: number) =>
    board.rule.kind === 'multiplier' ? `×${(value / 100).toFixed(2)}` : String(value);
  const lines = board.standings.map(
    (s) =>
      `${String(s.rank).padStart(4)}  ${s.username.padEnd(24)}  ${points(s.points).padStart(10)}` +
      (s.prize > 0 ? `  ${lira(s.prize)}` : ''),
  );
  return [
    formatTournament(board),
    `games: ${board.rule.games.map((g) => `${g.name} (${g.gameType} ${g.gameID})`).join(', ')}`,
    `participants: ${board.participants}`,
    ...lines,
  ].join('\n');
}

export async function runTournaments(argv: string[], target: DeskTarget): Promise<string> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { now: { type: 'boolean' } },
  });
  const [command, id] = positionals;
  const validId = id !== undefined && /^\d+$/.test(id);
  switch (command) {
    case 'list':
      return (await call<OperatorTournament[]>(target, '')).map(formatTournament).join('\n');
    case 'board':
      if (!validId) throw new Error(TOURNAMENTS_USAGE);
      return formatBoard(await call<OperatorBoard>(target, `/${id}`));
    case 'conclude': {
      if (!validId) throw new Error(TOURNAMENTS_USAGE);
      const done = await call<Conclusion>(target, `/${id}/conclude`, {
        early: values.now ?? false,
      });
      return done.outcome === 'concluded'
        ? `tournament ${id} concluded: ${done.participants} participants, ` +
            `${done.winners} prizes paid, ${lira(done.paid)} in all`
        : `tournament ${id} was already concluded`;
    }
    default:
      throw new Error(TOURNAMENTS_USAGE);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const config = readEnv();
  const token =
    config.operatorToken ?? readFileSync(operatorTokenFile(config.dataDir), 'utf8').trim();
  runTournaments(process.argv.slice(2), { baseUrl: deskUrl(config), token }).then(
    (output) => console.log(output),
    (error: Error) => {
      console.error(error.message);
      process.exitCode = 1;
    },
  );
}
