/**
 * Renders the real routes, providers and app machine. Only the outside world is faked: the
 * platform API behind the app machine's actors and ContentApi, and the static /datas files
 * (served from public/datas).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { useLayoutEffect } from 'react';
import { render, screen, within } from '@testing-library/react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
} from 'react-router-dom';
import { expect, vi } from 'vitest';
import { createActor } from 'xstate';
import { appMachine } from '../../machines/app/app.machine.ts';
import { APP_SYSTEM_ID } from '../../machines/shared/app-system.ts';
import type { StoredAppState } from '../../machines/app/app.types.ts';
import type {
  AuthApi,
  ContentApi,
  FileSaver,
  FinanceApi,
  GamesApi,
  HistoryApi,
  InboxApi,
  BonusApi,
  PasskeyApi,
  PasskeyDevice,
  ProtectionApi,
  PushApi,
  PushDevice,
  TournamentApi,
} from '../../machines/ports.ts';
import type { WalletBalance } from '../../machines/shared/bonus.ts';
import { NO_SUPPORT_CONTACTS } from '../../machines/content/support-contacts.ts';
import type { MaintenanceStatus } from '../../machines/shared/contract.ts';
import type { UserProfile } from '../../machines/shared/session.ts';
import type { ShellRuntime } from '../../src/runtime/app-context.tsx';
import { createSnackbarNotifier, type SnackbarNotifier } from '../../src/app/notifier.ts';
import { AppProviders } from '../../src/app/providers.tsx';
import { keepDismissedPopups } from '../../src/app/interruptions-runtime.ts';
import { appChildren } from '../../src/app/app-children.ts';
import { createAppImplementations } from '../../src/app/app-implementations.ts';
import { AppRoutes } from '../../src/app/router.tsx';
import { createAppStorage } from '../../src/platform/storage.ts';
import { jsdomStyleCache } from './jsdom-style-cache.ts';
import { FakeLiveStream } from '../fixtures/live-stream.ts';
import { FakeTabChannel } from '../fixtures/tab-channel.ts';

/**
 * Queries in the page's main part or its header. Naming every link and button of the header's
 * menu and the footer too, as a whole-page query does, takes jsdom most of a second. Until the
 * site has drawn its first page there is no main part, and the whole page is looked at.
 */
export const inMain = () => {
  const main = document.getElementById('main');
  return main ? within(main) : screen;
};
export const inHeader = () => within(document.querySelector('header')!);

/**
 * A button at work (src/ui/busy-button.tsx): its spinner shows and it refuses presses, yet it
 * is not disabled, so the focus of the player who pressed it stays on it.
 */
export function expectBusy(button: HTMLElement | null) {
  expect(button).toHaveAttribute('aria-disabled', 'true');
  expect(button).not.toBeDisabled();
  // hidden: true, as a dialog over the page hides the page's buttons from the accessibility tree.
  expect(within(button!).getByRole('progressbar', { hidden: true })).toBeVisible();
}

/** The notice that the browser refused to copy, or has no clipboard, in the site's language. */
export async function expectCopyRefused(language: 'tr' | 'en' = 'tr') {
  const notice = {
    tr: 'Seçilen alan kopyalanamadı. Lütfen tekrar deneyin',
    en: 'The selected field could not be copied. Please try again',
  }[language];
  expect(await screen.findByText(notice)).toBeVisible();
}

export const RUNNING: MaintenanceStatus = { status: false, message: '', expectedEnd: null };

import { emptyStore, profile } from '../fixtures/app.ts';
import { openState, playSession, TR_PROFILE } from '../fixtures/protection.ts';

export const SIGNED_IN: Partial<StoredAppState> = {
  session: { uid: 'c-uid', sid: 'c-sid', uip: 'c-uip', gmt: '+03:00', lang: 'tr' },
  profile,
  auth: { username: 'ayse', otpStatus: false, loggedInAt: Date.now() },
};

/** A CMS with nothing in it; tests fill in what they look at. */
export function fakeContent(overrides: Partial<ContentApi> = {}): ContentApi {
  return {
    getSliders: async () => [],
    getPlacedSliders: async () => [],
    getPromotions: async () => [],
    getPopups: async () => [],
    getInformation: async (type) => ({ InfType: type, Lang: 'tr', Text: '' }),
    getSupportContacts: async () => NO_SUPPORT_CONTACTS,
    getSpecialDates: async () => [],
    getTournaments: async () => [],
    getLicenses: async () => [],
    ...overrides,
  };
}

/** The platform's user class as a player without surprises sees it; tests override what they look at. */
export function fakeAuth(overrides: Partial<AuthApi> = {}): AuthApi {
  const refuse = (name: string) => async () => {
    throw new Error(`AuthApi.${name} was not expected in this test`);
  };
  return {
    login: refuse('login'),
    checkCode: refuse('checkCode'),
    register: async () =>
      'Kaydınız alındı ve sonucunu e-posta adresinize gönderdik. Hesabınız açıldıysa kullanıcı adınız ve şifrenizle hemen giriş yapabilirsiniz; açılamadıysa nedenini e-postada bulursunuz.',
    forgot: async () => {},
    resetPassword: async () => {},
    changePassword: async () => {},
    changeUsername: async ({ username }) => ({ username }),
    changeEmail: async ({ email }) => ({ email }),
    confirmEmail: refuse('confirmEmail'),
    changePhone: async ({ phone }) => ({ phone }),
    getProfile: async () => profile,
    stepUpFactor: async () => null,
    logout: async () => {},
    authenticatorStatus: async () => ({ enabled: false }),
    generateAuthenticator: refuse('generateAuthenticator'),
    confirmAuthenticator: refuse('confirmAuthenticator'),
    disableAuthenticator: refuse('disableAuthenticator'),
    sendSms: async () => {},
    sendStepUpSms: refuse('sendStepUpSms'),
    validateSms: refuse('validateSms'),
    twoFactorType: async () => 'none',
    setTwoFactorType: async () => {},
    favorites: async () => [],
    addFavorite: async () => {},
    removeFavorite: async () => {},
    ...overrides,
  };
}

/** An empty catalogue; tests fill in what they look at. Launches and coupons must be given. */
export function fakeGames(overrides: Partial<GamesApi> = {}): GamesApi {
  const refuse = (name: string) => async () => {
    throw new Error(`GamesApi.${name} was not expected in this test`);
  };
  const empty = async ({ limit, offset }: { limit: number; offset: number }) => ({
    items: [],
    pagination: { limit, offset, total: 0 },
  });
  return {
    slotCategories: async () => [],
    slotProviders: async () => [],
    slotGames: empty,
    launchSlot: refuse('launchSlot'),
    liveCategories: async () => [],
    liveProviders: async () => [],
    liveTables: empty,
    launchTable: refuse('launchTable'),
    launchVirtual: refuse('launchVirtual'),
    recentlyPlayed: async () => [],
    jackpots: async () => ({ currency: 'TRY', updatedAt: new Date(0).toISOString(), pools: [] }),
    coupons: empty,
    ...overrides,
  };
}

/** A cashier with no methods, accounts or transactions; tests fill in what they look at. */
export function fakeFinance(overrides: Partial<FinanceApi> = {}): FinanceApi {
  const refuse = (name: string) => async () => {
    throw new Error(`FinanceApi.${name} was not expected in this test`);
  };
  return {
    cashMethods: async () => [],
    setFavoriteMethod: async () => {},
    depositAmounts: async () => [],
    deposit: refuse('deposit'),
    withdraw: refuse('withdraw'),
    transaction: refuse('transaction'),
    transactions: async ({ limit, offset }) => ({
      items: [],
      pagination: { limit, offset, total: 0 },
    }),
    cancelWithdrawal: refuse('cancelWithdrawal'),
    summary: async () => ({
      balance: 0,
      bonus: null,
      withdrawable: 0,
      canCancelWithdrawal: false,
      authenticatorRequired: false,
    }),
    banks: async () => [],
    bankAccounts: async () => [],
    saveBankAccount: refuse('saveBankAccount'),
    deleteBankAccount: refuse('deleteBankAccount'),
    ...overrides,
  };
}

/** A history with no rounds and nothing to sum; tests fill in what they look at. */
export function fakeHistory(overrides: Partial<HistoryApi> = {}): HistoryApi {
  return {
    gameRounds: async ({ limit, offset }) => ({
      items: [],
      pagination: { limit, offset, total: 0 },
    }),
    totals: async () => ({ count: 0, sums: [] }),
    exportCsv: async () => {
      throw new Error('HistoryApi.exportCsv was not expected in this test');
    },
    statuses: async () => [],
    categories: async () => [],
    subCategories: async () => [],
    ...overrides,
  };
}

/** An empty inbox: no notifications, messages or tickets. */
export function fakeInbox(overrides: Partial<InboxApi> = {}): InboxApi {
  return {
    notifications: async () => [],
    massMessages: async ({ limit, offset }) => ({
      items: [],
      pagination: { limit, offset, total: 0 },
    }),
    markRead: async () => {},
    unreadCount: async () => ({ notifications: 0, messages: 0 }),
    tickets: async ({ limit, offset }) => ({ items: [], pagination: { limit, offset, total: 0 } }),
    ticketCampaign: async () => ({
      startsAt: '2026-11-01T00:00:00.000Z',
      endsAt: '2027-01-01T00:00:00.000Z',
      minAmount: 25_000,
      drawAt: '2027-01-01T18:00:00.000Z',
    }),
    ...overrides,
  };
}

export function fakeBonus(overrides: Partial<BonusApi> = {}): BonusApi {
  return {
    offers: async () => [],
    bonuses: async ({ limit, offset }) => ({ items: [], pagination: { limit, offset, total: 0 } }),
    claim: async () => {
      throw new Error('fakeBonus.claim is not set');
    },
    cancel: async () => {
      throw new Error('fakeBonus.cancel is not set');
    },
    redeemCode: async () => {
      throw new Error('fakeBonus.redeemCode is not set');
    },
    ...overrides,
  };
}

export function fakeTournaments(overrides: Partial<TournamentApi> = {}): TournamentApi {
  return {
    leaderboard: async (tournamentID) => ({
      tournamentID,
      status: 'active',
      rule: { kind: 'stake', stakePerPoint: 1_000, minBet: 0, games: [] },
      prizes: [],
      entries: [],
      me: null,
      participants: 0,
      paid: false,
      computedAt: '2026-11-23T12:00:00.000Z',
    }),
    ...overrides,
  };
}

/** A player with no tools set; a change answers that state with the platform's message. */
export function fakeProtection(overrides: Partial<ProtectionApi> = {}): ProtectionApi {
  return {
    state: async () => openState(),
    change: async () => ({ state: openState(), message: 'Limitiniz hemen geçerli oldu' }),
    closeAccount: async () => 'Molanız başladı; oturumunuz kapatıldı',
    session: async () => playSession(new Date().toISOString()),
    continueSession: async () => playSession(new Date().toISOString()),
    profile: async () => TR_PROFILE,
    panic: async () => '24 saatlik molanız başladı; oturumunuz kapatıldı',
    declineLimit: async () => ({ ...openState(), limitChoiceDue: false }),
    events: async () => [],
    review: async () => ({
      due: false,
      from: '2026-05-23T09:00:00.000Z',
      to: '2026-11-23T09:00:00.000Z',
      months: [],
      lastReviewedAt: null,
    }),
    acknowledgeReview: async () => undefined,
    ...overrides,
  };
}

/** A platform that keeps no push subscription of the device yet. */
export function fakePush(overrides: Partial<PushApi> = {}): PushApi {
  const settings = { publicKey: 'BPush-test-key', subscribed: false, topics: [] };
  return {
    settings: async () => settings,
    subscribe: async ({ topics }) => ({ ...settings, subscribed: true, topics }),
    unsubscribe: async () => settings,
    ...overrides,
  };
}

/** A browser without web push (as jsdom is): the push card only says so. */
export function fakePushDevice(overrides: Partial<PushDevice> = {}): PushDevice {
  return {
    state: async () => ({
      supported: false,
      permission: 'default',
      subscription: null,
      dismissed: false,
    }),
    requestPermission: async () => 'default',
    subscribe: async () => {
      throw new Error('PushDevice.subscribe was not expected in this test');
    },
    unsubscribe: async () => {},
    rememberDismissed: () => {},
    ...overrides,
  };
}

function unexpected(call: string): never {
  throw new Error(`${call} was not expected in this test`);
}

/** A platform whose passkey calls each fail the test unless the test answers them. */
export function fakePasskey(overrides: Partial<PasskeyApi> = {}): PasskeyApi {
  return {
    loginOptions: async () => unexpected('PasskeyApi.loginOptions'),
    login: async () => unexpected('PasskeyApi.login'),
    registrationOptions: async () => unexpected('PasskeyApi.registrationOptions'),
    add: async () => unexpected('PasskeyApi.add'),
    list: async () => [],
    rename: async () => unexpected('PasskeyApi.rename'),
    remove: async () => unexpected('PasskeyApi.remove'),
    stepUpOptions: async () => unexpected('PasskeyApi.stepUpOptions'),
    securityEvents: async () => [],
    ...overrides,
  };
}

/** A browser without WebAuthn (as jsdom is): no passkey control is offered. */
export function fakePasskeyDevice(overrides: Partial<PasskeyDevice> = {}): PasskeyDevice {
  return {
    supported: () => false,
    autofillSupported: async () => false,
    create: async () => unexpected('PasskeyDevice.create'),
    assert: async () => unexpected('PasskeyDevice.assert'),
    ...overrides,
  };
}

/** The app machine's ports (its actors' promises), for a test that settles each call itself. */
export interface AppPorts {
  checkMaintenance(): Promise<MaintenanceStatus>;
  loadProfile(): Promise<UserProfile>;
  logout(): Promise<void>;
  loadBalance(): Promise<WalletBalance>;
}

export interface TestWorld {
  /** Answers of maintenance check_status, in order; the last one repeats. */
  maintenance?: MaintenanceStatus[];
  stored?: Partial<StoredAppState>;
  content?: Partial<ContentApi>;
  auth?: Partial<AuthApi>;
  games?: Partial<GamesApi>;
  finance?: Partial<FinanceApi>;
  history?: Partial<HistoryApi>;
  inbox?: Partial<InboxApi>;
  bonus?: Partial<BonusApi>;
  tournaments?: Partial<TournamentApi>;
  protection?: Partial<ProtectionApi>;
  push?: Partial<PushApi>;
  pushDevice?: Partial<PushDevice>;
  passkey?: Partial<PasskeyApi>;
  passkeyDevice?: Partial<PasskeyDevice>;
  /** Receives the files the site would download. */
  files?: FileSaver;
  /** The signed-in player's cash balance in kuruş (finance check_balance). */
  balance?: number;
  /** The signed-in player's bonus balance in kuruş. */
  bonusBalance?: number;
  /** Replaces the fixed answers above of the app machine's actors (maintenance, profile, logout, balance). */
  appPorts?: Partial<AppPorts>;
  /** The platform's live stream; without one, no stream ever opens (the app polls). */
  live?: FakeLiveStream;
  /** The browser's other tabs; without them, none tells anything. */
  tabs?: FakeTabChannel;
}

export function createTestRuntime(
  world: TestWorld = {},
  notifier: SnackbarNotifier = createSnackbarNotifier(),
): ShellRuntime {
  const answers = [...(world.maintenance ?? [RUNNING])];
  const auth = fakeAuth(world.auth);
  const ports: AppPorts = {
    checkMaintenance: async () => (answers.length > 1 ? answers.shift()! : answers[0]!),
    loadProfile: () => auth.getProfile(),
    logout: () => auth.logout(),
    loadBalance: async () => ({ cash: world.balance ?? 0, bonus: world.bonusBalance ?? 0 }),
    ...world.appPorts,
  };
  const inbox = fakeInbox(world.inbox);
  const protection = fakeProtection(world.protection);
  const storage = createAppStorage(window.localStorage);
  const machine = appMachine.provide(
    createAppImplementations({
      maintenanceApi: { checkStatus: () => ports.checkMaintenance() },
      authApi: { ...auth, getProfile: () => ports.loadProfile(), logout: () => ports.logout() },
      walletApi: { balance: () => ports.loadBalance() },
      inboxApi: inbox,
      protectionApi: protection,
      liveStream: world.live ?? new FakeLiveStream(),
      storage,
      tabChannel: world.tabs ?? new FakeTabChannel(),
    }),
  );
  const appActor = createActor(machine, {
    input: {
      stored: { ...emptyStore, ...world.stored },
      dismissedPopups: storage.read('modalStatus') ?? [],
    },
    systemId: APP_SYSTEM_ID,
  });
  appActor.start();
  const children = appChildren(appActor);
  keepDismissedPopups(children.interruptions, storage);
  return {
    appActor,
    content: fakeContent(world.content),
    auth,
    games: fakeGames(world.games),
    finance: fakeFinance(world.finance),
    history: fakeHistory(world.history),
    inbox,
    bonus: fakeBonus(world.bonus),
    tournaments: fakeTournaments(world.tournaments),
    protection,
    push: fakePush(world.push),
    pushDevice: fakePushDevice(world.pushDevice),
    passkey: fakePasskey(world.passkey),
    passkeyDevice: fakePasskeyDevice(world.passkeyDevice),
    files: world.files ?? { save: () => {} },
    ...children,
    notify: notifier,
    storage,
    inspect: undefined,
  };
}

function serveSiteFiles() {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    const match = /^\/datas\/([a-z-]+\.json)$/.exec(url);
    if (!match) return new Response('not found', { status: 404 });
    const body = readFileSync(resolve('public/datas', match[1]!), 'utf8');
    return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
  });
}

/** The site at `path`, as a visitor would open it. */
export function renderSite(path: string, world: TestWorld = {}) {
  serveSiteFiles();
  const notifier = createSnackbarNotifier();
  const runtime = createTestRuntime(world, notifier);
  const router = {} as TestRouter;
  const view = render(
    <AppProviders runtime={runtime} notifier={notifier} styles={jsdomStyleCache}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <RouterProbe report={(now) => Object.assign(router, now)} />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, runtime, router };
}

/** Where the rendered site is, and a way to move it as the browser's address bar would. */
interface TestRouter {
  state: { location: Location };
  navigate: NavigateFunction;
}

function RouterProbe({ report }: { report: (router: TestRouter) => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    report({ state: { location }, navigate });
  }, [report, location, navigate]);
  return null;
}
