import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MaintenanceStatus } from '../../machines/shared/contract.ts';
import { PRERENDERED_ID, PRERENDERED_STYLE_ID } from '../../src/app/prerendered-page.ts';
import { renderSite, RUNNING } from './harness.tsx';

/** What the build writes into a prerendered page's HTML: the copy and its styles. */
function prerenderedCopy() {
  const style = document.createElement('style');
  style.id = PRERENDERED_STYLE_ID;
  document.head.append(style);
  const copy = document.createElement('div');
  copy.id = PRERENDERED_ID;
  copy.inert = true;
  copy.textContent = 'Giriş Yap';
  document.body.prepend(copy);
}

afterEach(() => {
  document.getElementById(PRERENDERED_ID)?.remove();
  document.getElementById(PRERENDERED_STYLE_ID)?.remove();
});

describe('a page prerendered at build', () => {
  it('stays while the site starts and gives way to the live page once it has rendered', async () => {
    prerenderedCopy();
    let answerMaintenance!: (status: MaintenanceStatus) => void;
    renderSite('/login', {
      appPorts: { checkMaintenance: () => new Promise((resolve) => (answerMaintenance = resolve)) },
    });

    expect(await screen.findByRole('status', { name: 'Yükleniyor' })).toBeInTheDocument();
    expect(document.getElementById(PRERENDERED_ID)).toBeInTheDocument();
    expect(document.getElementById(PRERENDERED_STYLE_ID)).toBeInTheDocument();

    answerMaintenance(RUNNING);
    expect(await screen.findByRole('heading', { name: 'Giriş Yap', level: 1 })).toBeVisible();
    expect(document.getElementById(PRERENDERED_ID)).not.toBeInTheDocument();
    expect(document.getElementById(PRERENDERED_STYLE_ID)).not.toBeInTheDocument();
  });

  it('gives way to whatever page the site shows first, such as the maintenance page', async () => {
    prerenderedCopy();
    renderSite('/login', {
      maintenance: [{ status: true, message: 'Bakımdayız', expectedEnd: null }],
    });
    await waitFor(() => expect(document.getElementById(PRERENDERED_ID)).not.toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'Giriş Yap', level: 1 })).not.toBeInTheDocument();
  });
});
