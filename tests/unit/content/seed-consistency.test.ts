/**
 * The seeded content against the product it describes: every link lands on something that
 * exists, every offer, tournament and draw a text speaks for is there and has the figures and
 * dates the text quotes, every game it names can be played, every label it quotes is one the
 * site shows, and a signed-in player is never invited to sign up. It reads the seed only.
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Lang } from '../../../machines/shared/contract.ts';
import { VIRTUAL_GAMES } from '../../../machines/shared/games.ts';
import { METHODS } from '../../../server/content/cashier.ts';
import { seasonAround } from '../../../server/inbox/tickets.ts';
import {
  categoryHolds,
  catalogue,
  deadLink,
  gamesNamedIn,
  isLabel,
  isProviderUp,
  LISTED_PROVIDERS,
  missingBacking,
  offerOf,
  offersNamedIn,
  providerName,
  slotCategoryOfLink,
  slotGame,
  liveTable,
  STANDARD_WEIGHTS,
  tournamentOf,
} from './seed-facts.ts';
import { hoursOf, PIECES, phaseOf, SOCIAL_IN_USE, type Piece } from './seed-pieces.ts';

/** Each finding names where it is and what is wrong; a rule passes with none. */
const findings = (rule: (piece: Piece, lang: Lang, text: string) => (string | null)[]) =>
  PIECES.flatMap((piece) =>
    LANGUAGES.flatMap((lang) =>
      rule(piece, lang, piece.text[lang])
        .filter((problem): problem is string => problem !== null)
        .map((problem) => `${piece.where} (${lang}): ${problem}`),
    ),
  );

const numbersIn = (text: string, pattern: RegExp) =>
  [...text.matchAll(pattern)].map((m) => Number((m[1] ?? m[2])!.replace(/[.,]/g, '')));

/** Lira amounts: '5.000 TRY', '₺500,000', '999 TRY'ye'. */
const liraIn = (text: string) =>
  numbersIn(text, /₺\s?(\d{1,3}(?:[.,]\d{3})+|\d+)|(\d{1,3}(?:[.,]\d{3})+|\d+)\s?TRY/g);
const percentsIn = (text: string) => numbersIn(text, /%(\d+)|(\d+)\s?%/g);
const kurusToLira = (kurus: number) => kurus / 100;

const DRAW_WORDS: Record<Lang, RegExp> = { tr: /çekiliş|\bbilet/i, en: /\bdraw\b|\btickets?\b/i };
const OVER_WORDS: Record<Lang, RegExp> = {
  tr: /tamamlandı|sona erdi|bitti/i,
  en: /\bis over\b|\bhas ended\b|\bended\b/i,
};
const SIGN_UP_WORDS: Record<Lang, RegExp> = {
  tr: /üye ol|kayıt ol/i,
  en: /\bsign up\b|\bregister/i,
};

/** What an offer's repeat forbids a text to say about how often it is given. */
const WRONG_CADENCE: Record<string, Record<Lang, RegExp>> = {
  weekly: { tr: /\bher gün\b|\bgünlük\b/i, en: /\bevery day\b|\bdaily\b/i },
  daily: {
    tr: /\bher yatırım|\bhaftalık\b|\bher hafta\b/i,
    en: /\bevery deposit\b|\bweekly\b|\bevery week\b/i,
  },
  once: {
    tr: /\bher gün\b|\bher hafta\b|\bher yatırım|\bgünlük\b|\bhaftalık\b/i,
    en: /\bevery (day|week|deposit)\b|\bdaily\b|\bweekly\b/i,
  },
};

describe('seeded content: links', () => {
  it('every slide and popup leads to a page the site has, with something on it', () => {
    expect(findings((piece) => [piece.link ? deadLink(piece.link) : null])).toEqual([]);
  });

  it('what a text speaks for exists: the offer, the tournament, a game that can be played', () => {
    expect(findings((piece) => [piece.about ? missingBacking(piece.about) : null])).toEqual([]);
  });

  it('every promotion and special date speaks for an offer, a tournament or the draw', () => {
    const unbacked = PIECES.filter(
      (p) => (p.kind === 'promotion' || p.kind === 'special date') && !p.about,
    ).map((p) => `${p.where}: '${p.text.tr.split('.')[0]}' has nothing in the product behind it`);
    expect(unbacked).toEqual([]);
  });
});

describe('seeded content: games', () => {
  it('every game a text names can be played, and a featured game is where its link leads', () => {
    expect(
      findings((piece, _lang, text) => {
        const named = gamesNamedIn(text);
        const featured = piece.about?.kind === 'game' ? slotGame(piece.about.id) : undefined;
        const category = piece.link ? slotCategoryOfLink(piece.link) : null;
        return [
          ...named.map((game) =>
            isProviderUp(game.provider_id)
              ? null
              : `names ${game.name}, a game of ${providerName(game.provider_id)}, which is not available`,
          ),
          ...(piece.kind === 'slide' || piece.kind === 'popup' ? named : []).map((game) =>
            category === null || categoryHolds(category, game.id)
              ? null
              : `names ${game.name} but leads to ${piece.link}, which does not hold it`,
          ),
          featured && !named.includes(featured) ? `does not name its game ${featured.name}` : null,
        ];
      }),
    ).toEqual([]);
  });

  it('no text promises free spins: no bonus offer grants any', () => {
    expect(
      findings((_piece, _lang, text) => [
        /free ?spin|freespin/i.test(text) ? 'promises free spins' : null,
      ]),
    ).toEqual([]);
  });

  it('a tournament counts games that can be played, of the provider its text names', () => {
    const problems = PIECES.filter((p) => p.kind === 'tournament').flatMap((piece) => {
      const tournament = tournamentOf((piece.about as { id: number }).id)!;
      const providers = tournament.rule.games.map(({ gameType, gameId }) => {
        if (gameType === 'slot') return slotGame(gameId)?.provider_id;
        if (gameType === 'live') return liveTable(gameId)?.provider_id;
        return VIRTUAL_GAMES.find((g) => g.providerID === gameId)?.providerID;
      });
      const named = catalogue.game_providers.filter((p) => piece.text.en.includes(p.name));
      return [
        ...providers.map((id, i) =>
          id !== undefined && isProviderUp(id)
            ? null
            : `${piece.where}: game ${tournament.rule.games[i]!.gameId} cannot be played`,
        ),
        ...named.flatMap((provider) =>
          providers.every((id) => id === provider.id)
            ? []
            : [`${piece.where}: names ${provider.name}, but counts games of other providers`],
        ),
      ].filter((problem): problem is string => problem !== null);
    });
    expect(problems).toEqual([]);
  });
});

describe('seeded content: figures and dates', () => {
  it("a text about an offer quotes the offer's figures and how often it is given", () => {
    expect(
      findings((piece, lang, text) => {
        // An information page may name several offers at once: it is held to none of them.
        const named = piece.kind === 'page' ? [] : offersNamedIn(text, lang);
        const about = piece.about?.kind === 'offer' ? offerOf(piece.about.slug) : undefined;
        const offers = about ? [about] : named;
        if (offers.length !== 1) return [];
        const offer = offers[0]!;
        const amounts = [
          offer.max_kurus,
          offer.min_deposit_kurus,
          offer.max_bet_kurus,
          offer.fixed_kurus,
        ].map(kurusToLira);
        const percents = [offer.percent, ...Object.values(STANDARD_WEIGHTS)];
        const times = numbersIn(text, /(\d+) (?:katı|kat\b)|(\d+) times/g);
        const days = numbersIn(text, /(\d+) gün içinde|within (\d+) days/g);
        return [
          ...liraIn(text).map((n) => (amounts.includes(n) ? null : `quotes ${n} TRY`)),
          ...percentsIn(text).map((n) => (percents.includes(n) ? null : `quotes ${n} %`)),
          ...times.map((n) => (n === offer.wagering_multiplier ? null : `wagering ×${n}`)),
          ...days.map((n) => (n === offer.expiry_days ? null : `${n} days to wager`)),
          WRONG_CADENCE[offer.repeat]![lang].test(text)
            ? `says the ${offer.repeat} offer is given otherwise`
            : null,
        ];
      }),
    ).toEqual([]);
  });

  it('a text about a tournament quotes its prizes and players, and keeps to its dates', () => {
    expect(
      findings((piece, lang, text) => {
        if (piece.about?.kind !== 'tournament') return [];
        const tournament = tournamentOf(piece.about.id);
        if (!tournament || !piece.window) return [];
        const rule = tournament.rule;
        const amounts = [
          tournament.prizePool,
          rule.minBet,
          rule.stakePerPoint ?? 0,
          ...rule.prizes.map((p) => p.amount),
        ].map(kurusToLira);
        const winners = rule.prizes.at(-1)!.toRank;
        const players = numbersIn(text, /(\d+) oyuncu|(\d+) players/g);
        const dates = { start: hoursOf(tournament.start), end: hoursOf(tournament.end) };
        const own = phaseOf(piece.window);
        const its = phaseOf(dates);
        // A slide may announce a coming tournament; a promotion or notice runs with it.
        const sameDates =
          piece.kind === 'slide'
            ? own === its || (own === 'running' && its === 'coming')
            : dates.start === piece.window.start && dates.end === piece.window.end;
        return [
          ...liraIn(text).map((n) => (amounts.includes(n) ? null : `quotes ${n} TRY`)),
          ...players.map((n) => (n === winners ? null : `${n} players win, not ${winners}`)),
          OVER_WORDS[lang].test(text) && its !== 'finished' ? 'says a running one is over' : null,
          sameDates ? null : `is ${own} while tournament ${tournament.id} is ${its}`,
        ];
      }),
    ).toEqual([]);
  });

  it('the New Year draw: what speaks of it follows the campaign that issues the tickets', () => {
    // Whatever the day the database is seeded, the campaign runs then and draws on 1 January.
    const seasons = Array.from({ length: 12 }, (_, month) =>
      seasonAround(new Date(Date.UTC(2026, month, 15, 12))),
    );
    const minimum = new Set(seasons.map((s) => kurusToLira(s.minAmount)));
    const drawDay = (lang: Lang) =>
      new Set(
        seasons.map((s) =>
          new Date(s.drawAt).toLocaleDateString(lang === 'tr' ? 'tr-TR' : 'en-GB', {
            day: 'numeric',
            month: 'long',
            timeZone: 'Europe/Istanbul',
          }),
        ),
      );
    expect(
      findings((piece, lang, text) => {
        const speaks = DRAW_WORDS[lang].test(text);
        if (!speaks && piece.about?.kind !== 'draw') return [];
        const dates = [...text.matchAll(/\b(\d{1,2} [A-ZÇĞİÖŞÜ][a-zçğıöşü]+)\b/g)].map(
          (m) => m[1]!,
        );
        return [
          piece.about?.kind === 'draw' ? null : 'speaks of the draw without standing for it',
          // Promotions about the draw are dated by the campaign (cmscontroller); others by
          // offsets of their own, which cannot follow it.
          piece.window && piece.kind !== 'promotion'
            ? 'has dates of its own, not the campaign’s'
            : null,
          OVER_WORDS[lang].test(text) ? 'says the draw is over while tickets are issued' : null,
          ...liraIn(text).map((n) => (minimum.has(n) ? null : `quotes ${n} TRY, not the minimum`)),
          ...dates
            .filter((d) => /Ocak|Şubat|Mart|Aralık|January|February|March|December/.test(d))
            .map((d) => (drawDay(lang).has(d) ? null : `draws on ${d}, not the campaign's day`)),
        ];
      }),
    ).toEqual([]);
  });

  it("the financial page quotes limits the cashier's methods have", () => {
    const limits = new Set(
      METHODS.flatMap((m) => [m.deposit, m.withdraw]).flatMap((d) => (d ? [d.min, d.max] : [])),
    );
    expect(
      findings((piece, _lang, text) =>
        piece.where === 'page FinancialsInformation'
          ? liraIn(text).map((n) => (limits.has(n) ? null : `quotes ${n} TRY, no method's limit`))
          : [],
      ),
    ).toEqual([]);
  });

  it('a number of providers quoted is one the lobbies list', () => {
    expect(
      findings((_piece, _lang, text) => [
        ...numbersIn(
          text,
          /(\d+)[’']?(?:den|dan|ten|tan) fazla sağlayıcı|more than (\d+) providers/g,
        ).map((n) =>
          LISTED_PROVIDERS > n
            ? null
            : `more than ${n} providers; the lobbies list ${LISTED_PROVIDERS}`,
        ),
        ...numbersIn(text, /(?<!fazla )\b(\d+) sağlayıcı|(?<!than )\b(\d+) providers/g).map((n) =>
          LISTED_PROVIDERS === n ? null : `${n} providers; the lobbies list ${LISTED_PROVIDERS}`,
        ),
      ]),
    ).toEqual([]);
  });
});

describe('seeded content: the site it describes', () => {
  it('every button, link, tab and page a text names is one the site shows', () => {
    expect(
      findings((_piece, lang, text) => {
        const quoted = [...text.matchAll(/“([^”]+)”/g)].map((m) => m[1]!);
        const crumbs = [...text.matchAll(/(\S+(?: \S+){0,2}) > (\S+(?: \S+){0,2})/g)].flatMap(
          ([, before, after]) => [crumbIn(lang, before!, 'end'), crumbIn(lang, after!, 'start')],
        );
        const pages = [
          ...text.matchAll(/([A-ZÇĞİÖŞÜ][\wçğıöşü]*(?: [A-ZÇĞİÖŞÜ][\wçğıöşü]*)*) sayfas[ıi]/g),
          ...text.matchAll(/the ([A-Z][\w ]*?) page\b/g),
        ].map((m) => m[1]!);
        return [...quoted, ...crumbs, ...pages].map((label) =>
          label === null || isLabel(lang, label)
            ? null
            : `names “${label}”, which the site does not show`,
        );
      }),
    ).toEqual([]);
  });

  it('support contacts are the operator’s settings: no text names live support or an address', () => {
    const channels = { whatsapp: /whatsapp/i, telegram: /telegram/i };
    expect(
      findings((_piece, _lang, text) => [
        /canlı destek|live support/i.test(text) ? 'sends the player to live support' : null,
        /[\w.+-]+@[\w-]+(\.[\w-]+)+/.test(text) ? 'names an e-mail address' : null,
        ...Object.entries(channels).map(([network, words]) =>
          words.test(text) && !SOCIAL_IN_USE.includes(network)
            ? `names ${network}, which the site does not link to`
            : null,
        ),
      ]),
    ).toEqual([]);
  });

  it('no text asks to confirm the account by e-mail: registration opens it at once', () => {
    expect(
      findings((_piece, _lang, text) => [
        /hesabınızı onaylayın|bağlantıyla hesab|confirm your account/i.test(text)
          ? 'asks to confirm the account through an e-mailed link'
          : null,
      ]),
    ).toEqual([]);
  });

  it('a slide or popup that invites to sign up speaks to visitors only', () => {
    expect(
      findings((piece, lang, text) => {
        if (piece.kind !== 'slide' && piece.kind !== 'popup') return [];
        const invites =
          SIGN_UP_WORDS[lang].test(text) || /^\/(register|login)\b/.test(piece.link ?? '');
        return [
          invites && piece.audience !== 'anonymous' ? 'invites signed-in players to sign up' : null,
        ];
      }),
    ).toEqual([]);
  });

  it('the home carousel has slides running for visitors and for signed-in players', () => {
    const running = PIECES.filter(
      (p) => p.homeCarousel && p.enabled && p.window && phaseOf(p.window) === 'running',
    );
    expect(running.some((p) => p.audience !== 'signedIn')).toBe(true);
    expect(running.some((p) => p.audience !== 'anonymous')).toBe(true);
  });
});

/**
 * One step of a 'Profile > Security' path, as a label of the site: the words next to the '>'
 * (one to three of them) that are one, else the word next to it (what the finding names).
 */
function crumbIn(lang: Lang, words: string, side: 'start' | 'end'): string | null {
  const list = words.replace(/[.,;:]$/, '').split(' ');
  const pick = (n: number) =>
    (side === 'start' ? list.slice(0, n) : list.slice(-n)).join(' ').replace(/[.,;:]$/, '');
  return [1, 2, 3].some((n) => n <= list.length && isLabel(lang, pick(n))) ? null : pick(1);
}
