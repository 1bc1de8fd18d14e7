import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderSite, SIGNED_IN } from './harness.tsx';

describe('header balance with bonus money', () => {
  it('shows cash and bonus apart, and hides both with the toggle', async () => {
    const user = userEvent.setup();
    renderSite('/', { stored: SIGNED_IN, balance: 1_250_00, bonusBalance: 50_00 });
    const balance = await screen.findByRole('status', { name: 'Bakiye' });
    await waitFor(() => expect(balance).toHaveTextContent('₺1.250,00'));
    expect(balance).toHaveTextContent('Bonus ₺50,00');
    await user.click(screen.getByRole('button', { name: 'Bakiyeyi gizle' }));
    expect(balance).toHaveTextContent('•••••');
    expect(balance).not.toHaveTextContent('Bonus');
  });

  it('shows the cash alone without bonus money', async () => {
    renderSite('/', { stored: SIGNED_IN, balance: 1_250_00, bonusBalance: 0 });
    const balance = await screen.findByRole('status', { name: 'Bakiye' });
    await waitFor(() => expect(balance).toHaveTextContent('₺1.250,00'));
    expect(balance).not.toHaveTextContent('Bonus');
  });
});
