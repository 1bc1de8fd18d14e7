import { describe, expect, it } from 'vitest';
import { classifyTournament, tournamentsByStatus } from '../../../machines/content/tournaments.ts';
import { NOW, day, tournament } from './fixtures.ts';

describe('classifyTournament (spec §4)', () => {
  it.each([
    ['start before now, end after now', day(-1), day(1), 'active'],
    ['both after now', day(1), day(2), 'upcoming'],
    ['both before now', day(-2), day(-1), 'concluded'],
    ['starts exactly now', day(0), day(1), 'active'],
    ['ends exactly now', day(-1), day(0), 'active'],
    ['end before start', day(2), day(1), null],
    ['unreadable start', 'bugün', day(1), null],
    ['missing end', day(-1), '', null],
  ] as const)('%s → %s', (_name, start, end, expected) => {
    expect(classifyTournament(tournament({ Start_date: start, End_date: end }), NOW)).toBe(
      expected,
    );
  });

  it('groups tournaments by status', () => {
    const groups = tournamentsByStatus(
      [
        tournament({ id: 1 }),
        tournament({ id: 2, Start_date: day(1), End_date: day(3) }),
        tournament({ id: 3, Start_date: day(-3), End_date: day(-1) }),
      ],
      NOW,
    );
    expect(groups.active.map((t) => t.id)).toEqual([1]);
    expect(groups.upcoming.map((t) => t.id)).toEqual([2]);
    expect(groups.concluded.map((t) => t.id)).toEqual([3]);
  });
});
