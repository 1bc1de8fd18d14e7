import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { RouteError, TopErrorBoundary } from '../../src/app/error-boundary.tsx';
import { messages } from '../../src/i18n/messages.ts';

function Broken(): never {
  throw new Error('render failed');
}

describe('error boundaries', () => {
  it('a failing page shows the apology with a way home', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter([
      { path: '/', element: <Broken />, errorElement: <RouteError /> },
    ]);
    render(
      <IntlProvider locale="en" messages={messages.en}>
        <RouterProvider router={router} />
      </IntlProvider>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong, please try later.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('the last-resort boundary speaks the page language without any provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    document.documentElement.lang = 'tr';
    render(
      <TopErrorBoundary>
        <Broken />
      </TopErrorBoundary>,
    );
    expect(
      screen.getByRole('heading', {
        name: 'Bir şeyler ters gitti, lütfen daha sonra tekrar deneyin.',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tekrar dene' })).toBeInTheDocument();
  });
});
