/**
 * The registration machine's generated paths, driven on /register: the player fills every field
 * of the form (pasted, as typing twenty fields key by key is slow in jsdom), ticks the boxes and
 * presses the button; AuthApi answers settle the held call. Every state is checked by what the
 * player sees (VIEWS below): a registration ends on the confirmation page with the server's
 * answer. Only the port is faked.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import type { registrationMachine } from '../../../machines/auth/registration.machine.ts';
import type { AuthApi } from '../../../machines/ports.ts';
import type { Registration } from '../../../machines/shared/validation/registration-schema.ts';
import { kurusToInput } from '../../../machines/shared/money.ts';
import { messages } from '../../../src/i18n/messages.ts';
import { renderSite, inMain } from '../../ui/harness.tsx';
import { HeldCalls } from '../held-calls.ts';
import { describePath, drive, type ModelPath, type ViewDriver } from '../view-driver.ts';
import model from './registration.paths.ts';

type Snapshot = SnapshotFrom<typeof registrationMachine>;
type Site = ReturnType<typeof renderSite>;
const t = (id: string) => messages.tr[id]!;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A field by its whole label (a required one ends in an asterisk). */
const field = (id: string, page = inMain()) =>
  page.getByLabelText(new RegExp(`^${escape(t(id))}\\W*$`), {
    selector: 'input, textarea, select',
  });
const checkbox = (id: string, page = inMain()) =>
  page.getByRole('checkbox', { name: t(id).replace(/<\/?link>/g, '') });
const submitButton = () => inMain().getByRole('button', { name: t('auth.register.submit') });

const TEXT_FIELDS = [
  'firstname',
  'lastname',
  'birthDate',
  'tckn',
  'city',
  'address',
  'username',
  'email',
  'phone',
  'password',
  'passwordConfirm',
  'promoCode',
  'referenceNumber',
] as const;
const CHECKBOXES = ['smsOptIn', 'emailOptIn', 'rulesAccepted'] as const;

class Port extends HeldCalls {
  api(): Partial<AuthApi> {
    return { register: this.held<AuthApi['register']>('register') };
  }
}

class RegistrationDriver implements ViewDriver {
  private readonly user = userEvent.setup({ delay: null });
  private readonly port = new Port();
  private site!: Site;

  async start() {
    this.site = renderSite('/register', { auth: this.port.api() });
    vi.spyOn(this.site.runtime.notify, 'show');
    await screen.findByRole('heading', { level: 1, name: t('auth.register.title') });
  }

  /** Fills the form with `values`, as a player pastes each one. */
  private async fill(values: Registration) {
    const page = inMain();
    for (const name of TEXT_FIELDS) {
      const element = field(`auth.field.${name}`, page);
      await this.user.clear(element);
      if (values[name] === '') continue;
      await this.user.click(element);
      await this.user.paste(values[name]);
    }
    await this.user.selectOptions(field('auth.field.country', page), values.country);
    await this.user.selectOptions(field('auth.field.currency', page), values.currency);
    for (const name of CHECKBOXES) {
      const box = checkbox(`auth.field.${name}`, page);
      if ((box as HTMLInputElement).checked !== values[name]) await this.user.click(box);
    }
    // The deposit limit: a period and an amount typed in lira, or "no limit now".
    const limit = values.depositLimit;
    await this.user.click(
      page.getByRole('radio', { name: t(limit ? 'limitChoice.limit' : 'limitChoice.none') }),
    );
    if (!limit) return;
    await this.user.selectOptions(field('protection.field.period', page), limit.period);
    const amount = field('protection.field.amount', page);
    await this.user.clear(amount);
    await this.user.click(amount);
    await this.user.paste(kurusToInput(limit.amount));
  }

  async act(event: AnyEventObject) {
    if (await this.port.settle(event)) return;
    if (event.type !== 'registration.submit') throw new Error(`No player action for ${event.type}`);
    await this.fill(event.values as Registration);
    await this.user.click(submitButton());
  }

  async see(snapshot: AnyMachineSnapshot, event: AnyEventObject | null) {
    const s = snapshot as Snapshot;
    await waitFor(() => VIEWS[s.value](s, this.site));
    if (s.value !== 'registered') {
      expect(this.site.router.state.location.pathname).toBe('/register');
      expect(this.site.runtime.notify.show).not.toHaveBeenCalled();
    }
    if (s.value === 'submitting') {
      // The form sends its values as the schema casts them: the phone without its 0 and spaces.
      const values = event!.values as Registration;
      expect((await this.port.call('register', 0)).args).toEqual([
        { ...values, phone: '5321234567' },
      ]);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// What the player sees in each state.

type Form = ReturnType<typeof within>;

/** The form's alert with the context's message (a message id or the server's), or none. */
function message(form: Form, idOrText: string | null) {
  if (idOrText === null) expect(form.queryByRole('alert')).toBeNull();
  else expect(form.getByRole('alert')).toHaveTextContent(messages.tr[idOrText] ?? idOrText);
}

/** The form's heading and button, and the form (the button's). */
function theForm(busy: boolean): Form {
  const page = inMain();
  expect(page.getByRole('heading', { level: 1, name: t('auth.register.title') })).toBeVisible();
  const button = page.getByRole('button', { name: t('auth.register.submit') });
  expect(button).toHaveAttribute('aria-disabled', String(busy));
  return within(button.closest('form')!);
}

/** The deposit limit's section: answered, so no message at its choice. */
function limitChoiceAnswered(form: Form) {
  const section = form.getByRole('group', { name: t('auth.register.depositLimit') });
  expect(within(section).queryByText(t('validation.limitChoice'))).toBeNull();
  for (const radio of within(section).getAllByRole('radio')) {
    expect(radio).toHaveAttribute('aria-invalid', 'false');
  }
}

const VIEWS: Record<Snapshot['value'], (s: Snapshot, site: Site) => void> = {
  editing: ({ context: { error, errorField } }) => {
    const form = theForm(false);
    limitChoiceAnswered(form);
    // A refused promo code is told at its field, anything else above the button.
    const promoCode = field('auth.field.promoCode', form);
    if (errorField === 'promoCode') {
      expect(promoCode).toHaveAccessibleDescription(error!);
      expect(promoCode).toHaveAttribute('aria-invalid', 'true');
      message(form, null);
    } else {
      expect(promoCode).toHaveAttribute('aria-invalid', 'false');
      message(form, error);
    }
  },
  submitting: () => {
    message(theForm(true), null);
  },
  // The confirmation page with the server's answer, told so.
  registered: (s, site) => {
    expect(site.router.state.location.pathname).toBe('/register-account-confirm');
    expect(site.runtime.notify.show).toHaveBeenCalledWith(
      t('auth.register.received'),
      expect.objectContaining({ variant: 'success' }),
    );
    expect(
      inMain().getByRole('heading', { level: 1, name: t('auth.confirm.welcome') }),
    ).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(s.context.message!);
  },
};

// ---------------------------------------------------------------------------------------------

/** The test's name: the path, and the refusal it ends with (the covers differ only there). */
function nameOf(path: ModelPath) {
  const refusal = path.steps.find(({ event }) => 'error' in event)?.event.error as
    Error | undefined;
  return describePath(path, 'on /register') + (refusal ? ` (${refusal.message})` : '');
}

describe('registration machine: generated paths on /register', () => {
  for (const path of model.paths) {
    it(nameOf(path), () => drive(path, new RegistrationDriver()), 90_000);
  }
});
