import { act, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { slotTile } from '../../machines/games/tiles.ts';
import { messages } from '../../src/i18n/messages.ts';
import { GameGrid } from '../../src/ui/game-grid.tsx';
import { GameTile } from '../../src/ui/game-tile.tsx';
import { slotGames } from '../fixtures/lobby.ts';

const TILES = slotGames(3000).map(slotTile);

function renderGrid() {
  return render(
    <IntlProvider locale="tr" messages={messages.tr}>
      <MemoryRouter>
        <GameGrid
          tiles={TILES}
          total={TILES.length}
          isLoadingMore={false}
          canLoadMore={false}
          onLoadMore={() => {}}
          label="Tüm Slot Oyunları"
          renderTile={(tile, item) => (
            <GameTile
              tile={tile}
              item={item}
              isFavorite={false}
              canToggleFavorite
              onToggleFavorite={() => {}}
            />
          )}
        />
      </MemoryRouter>
    </IntlProvider>,
  );
}

const resizeTo = (width: number, height: number) => {
  Object.assign(window, { innerWidth: width, innerHeight: height });
};
const scrollTo = (y: number) =>
  act(() => {
    Object.assign(window, { scrollY: y });
    window.dispatchEvent(new Event('scroll'));
  });
const tileLinks = () => screen.getAllByRole('link');
const columnsOfFirstRow = () =>
  (screen.getAllByRole('presentation')[0] as HTMLElement).style.gridTemplateColumns;

afterEach(() => {
  resizeTo(1024, 768);
  Object.assign(window, { scrollY: 0 });
});

describe('game grid', () => {
  it('keeps only the rows near the screen in the DOM for 3,000 games', async () => {
    renderGrid();
    const list = screen.getByRole('list', { name: 'Tüm Slot Oyunları' });
    expect(columnsOfFirstRow()).toBe('repeat(6, minmax(0, 1fr))');
    expect(tileLinks().length).toBeGreaterThanOrEqual(24);
    expect(tileLinks().length).toBeLessThan(80);
    expect(list.querySelectorAll('*').length).toBeLessThan(1000);
    expect(screen.getByRole('link', { name: /^Slot 1 / })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Slot 3000 / })).not.toBeInTheDocument();
    // The list is as tall as all its rows, so the page scrolls through every game.
    expect(parseFloat(list.style.height)).toBeGreaterThan(400 * 150);

    await scrollTo(parseFloat(list.style.height) - 700);
    expect(screen.getByRole('link', { name: /^Slot 3000 / })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Slot 1 / })).not.toBeInTheDocument();
    expect(tileLinks().length).toBeLessThan(80);
    expect(screen.getAllByRole('listitem').at(-1)).toHaveAttribute('aria-posinset', '3000');
  });

  it('lays two columns out on a phone', () => {
    resizeTo(390, 844);
    renderGrid();
    expect(columnsOfFirstRow()).toBe('repeat(2, minmax(0, 1fr))');
    expect(tileLinks().length).toBeLessThan(40);
    expect(screen.getByText('3000 / 3000')).toBeInTheDocument();
  });
});
