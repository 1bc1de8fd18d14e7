import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TournamentLeaderboard } from '../../machines/shared/tournaments.ts';
import { aBoard } from '../machines/tournaments/leaderboard-fixtures.ts';
import { tournament } from '../fixtures/content.ts';
import { renderSite, SIGNED_IN } from './harness.tsx';

const TOURNAMENTS = [
  tournament(1, 'Drops & Wins', -1, 2.5),
  tournament(3, 'Sweet Castle', 2, 9),
  tournament(5, 'Kış Kupası', -20, -13),
];

async function openBoard(
  leaderboard: (id: number) => Promise<TournamentLeaderboard>,
  { signedIn = true, title = 'Drops & Wins' } = {},
) {
  const user = userEvent.setup();
  renderSite('/tournaments', {
    ...(signedIn ? { stored: SIGNED_IN } : {}),
    content: { getTournaments: async () => TOURNAMENTS },
    tournaments: { leaderboard },
  });
  await user.click(
    await screen.findByRole('button', { name: `Sıralama: ${title}` }, { timeout: 5_000 }),
  );
  return { user, dialog: await screen.findByRole('dialog', { name: `${title} — sıralama` }) };
}

describe('tournament leaderboards', () => {
  it('shows a running board as a table with the player’s own place, the rule and time left', async () => {
    const leaderboard = vi.fn(async () => aBoard());
    const { dialog } = await openBoard(leaderboard);
    expect(leaderboard).toHaveBeenCalledWith(1);
    const table = await within(dialog).findByRole('table', {
      name: 'Drops & Wins canlı sıralaması',
    });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Sıra', 'Oyuncu', 'En iyi çarpan', 'Ödül']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((td) => td.textContent),
      ),
    ).toEqual([
      ['1', 'o****1', '×12,34', expect.stringContaining('10.000')],
      ['2', 'o****2', '×5,00', expect.stringContaining('5.000')],
      ['3', 'o****3 (sen)', '×2,50', expect.stringContaining('3.333')],
    ]);
    expect(rows[2]).toHaveClass('Mui-selected');
    expect(dialog).toHaveTextContent('Tek turdaki en yüksek kazanç çarpanın');
    expect(dialog).toHaveTextContent('Minimum bahis ₺2.');
    expect(dialog).toHaveTextContent('Geçerli oyunlar: Stars and Bazaar, Sweet the Nile');
    expect(dialog).toHaveTextContent(/Bitişe kalan: 2 gün 1[12] saat \d+ dakika/);
    expect(dialog).toHaveTextContent('3 katılımcı');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Son güncelleme');
    expect(within(dialog).queryByRole('link', { name: 'giriş yap' })).not.toBeInTheDocument();
  });

  it('shows the player’s place after the top when it is outside it', async () => {
    const { dialog } = await openBoard(async () =>
      aBoard({
        rule: { kind: 'stake', stakePerPoint: 1_000, minBet: 0, games: [] },
        entries: [{ rank: 1, name: 'a**b', points: 40, prize: 100_000, me: false }],
        me: { rank: 57, name: 'a**e', points: 2, prize: 0, me: true },
        participants: 57,
      }),
    );
    const rows = within(await within(dialog).findByRole('table')).getAllByRole('row');
    expect(rows.at(-1)!.textContent).toBe('57a**e (sen)2 puan–');
    expect(dialog).toHaveTextContent('Her ₺10 bahis 1 puan kazandırır.');
  });

  it('invites a visitor to sign in and marks no row as theirs', async () => {
    const { dialog } = await openBoard(
      async () => aBoard({ entries: aBoard().entries.map((e) => ({ ...e, me: false })), me: null }),
      {
        signedIn: false,
      },
    );
    await within(dialog).findByRole('table');
    expect(within(dialog).queryByText('(sen)')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'giriş yap' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('says when a running tournament has nobody on it yet', async () => {
    const { dialog } = await openBoard(async () =>
      aBoard({ entries: [], me: null, participants: 0 }),
    );
    expect(await within(dialog).findByText(/Henüz katılımcı yok/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
    expect(within(dialog).getByText(/Henüz sıralamada değilsin/)).toBeInTheDocument();
  });

  it('shows when an upcoming tournament starts, and the final standings of a paid one', async () => {
    const boards: Record<number, TournamentLeaderboard> = {
      3: aBoard({ tournamentID: 3, status: 'upcoming', entries: [], me: null, participants: 0 }),
      5: aBoard({ tournamentID: 5, status: 'concluded', paid: true }),
    };
    const { user, dialog } = await openBoard(async (id) => boards[id]!, { title: 'Sweet Castle' });
    expect(await within(dialog).findByText(/Turnuva .* tarihinde başlıyor/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Kapat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Sıralama: Kış Kupası' }));
    const final = await screen.findByRole('dialog', { name: 'Kış Kupası — sıralama' });
    expect(
      await within(final).findByRole('table', { name: 'Kış Kupası son sıralaması' }),
    ).toBeInTheDocument();
    expect(final).toHaveTextContent('ödüller kazananların hesaplarına aktarıldı');
  });

  it('offers a retry when the board cannot be loaded', async () => {
    let fail = true;
    const { user, dialog } = await openBoard(async () => {
      if (fail) throw new Error('Bağlantı kurulamadı');
      return aBoard();
    });
    expect(await within(dialog).findByText('Sıralama yüklenemedi.')).toBeInTheDocument();
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Tekrar dene' }));
    expect(await within(dialog).findByRole('table')).toBeInTheDocument();
  });
});
