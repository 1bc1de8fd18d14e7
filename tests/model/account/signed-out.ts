import { screen, within } from '@testing-library/react';
import { expect, type MockInstance } from 'vitest';
import { messages } from '../../../src/i18n/messages.ts';
import type { renderSite } from '../../ui/harness.tsx';

const t = (id: string) => messages.tr[id]!;

/** Spec §4: signed out (the header offers to sign in again) and told so, on /login. */
export function signedOutOnLogin(site: ReturnType<typeof renderSite>, notices: MockInstance) {
  expect(site.router.state.location.pathname).toBe('/login');
  expect(screen.getByRole('heading', { level: 1, name: t('auth.login.title') })).toBeVisible();
  const header = within(screen.getByRole('banner'));
  expect(header.getByRole('link', { name: t('menu.login') })).toBeVisible();
  expect(header.queryByRole('button', { name: /hesap menüsü$/ })).toBeNull();
  expect(notices).toHaveBeenCalledWith(
    t('auth.sessionExpired'),
    expect.objectContaining({ variant: 'warning' }),
  );
}
