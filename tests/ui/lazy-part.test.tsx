import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart } from '../../src/ui/lazy-part.tsx';

function Greeting({ name }: { name: string }) {
  return <p>Merhaba {name}</p>;
}

describe('lazyPart', () => {
  it('shows nothing while its code cannot be fetched, keeps the page, and fetches it anew when shown again', async () => {
    const offline = new TypeError('Failed to fetch dynamically imported module');
    const load = vi
      .fn<() => Promise<{ Greeting: typeof Greeting }>>()
      .mockRejectedValueOnce(offline)
      .mockResolvedValue({ Greeting });
    const Part = lazyPart(load, (module) => module.Greeting);
    const unavailable = vi.fn();
    // The boundary reports what it caught; the test reads the page instead.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});

    const first = render(
      <main>
        <h1>Sayfa</h1>
        <Part name="oyuncu" onUnavailable={unavailable} />
      </main>,
    );
    await waitFor(() => expect(unavailable).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('heading', { name: 'Sayfa' })).toBeVisible();
    expect(screen.queryByText(/Merhaba/)).toBeNull();
    first.unmount();

    render(<Part name="oyuncu" onUnavailable={unavailable} />);
    expect(await screen.findByText('Merhaba oyuncu')).toBeVisible();
    expect(load).toHaveBeenCalledTimes(2);
    expect(unavailable).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
  });

  it('fetches its code once, however often it is shown', async () => {
    const load = vi.fn(async () => ({ Greeting }));
    const Part = lazyPart(load, (module) => module.Greeting);
    const shown = render(<Part name="bir" />);
    expect(await screen.findByText('Merhaba bir')).toBeVisible();
    shown.unmount();
    render(<Part name="iki" />);
    expect(await screen.findByText('Merhaba iki')).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('holds its place with the fallback until its code comes', async () => {
    let arrive: (module: { Greeting: typeof Greeting }) => void = () => {};
    const Part = lazyPart(
      () => new Promise<{ Greeting: typeof Greeting }>((resolve) => (arrive = resolve)),
      (module) => module.Greeting,
    );
    render(<Part name="üç" fallback={<p>Yükleniyor</p>} />);
    expect(await screen.findByText('Yükleniyor')).toBeVisible();
    arrive({ Greeting });
    expect(await screen.findByText('Merhaba üç')).toBeVisible();
    expect(screen.queryByText('Yükleniyor')).toBeNull();
  });
});
