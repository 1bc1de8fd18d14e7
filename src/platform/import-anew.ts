import { reportSpoiledCode } from './code-health.ts';

/** Failures an inner loader has taken care of: a loader around it must not take them as its own. */
const handled = new WeakSet<Error>();

/** Where a failed dynamic import was fetched from, as the browser's message names it. */
const failedAddress = (error: unknown): string | undefined =>
  error instanceof Error && !handled.has(error)
    ? /(\w+:\/\/[^\s?]+)\S*\s*$/.exec(error.message)?.[1]
    : undefined;

let attempts = 0;

/**
 * Whether a fetch of code would surely fail: the browser says it has no network (its `true` may
 * be wrong; its `false` is not) and no site worker controls the page, which might have the code.
 */
const surelyUnreachable = () =>
  typeof navigator !== 'undefined' &&
  navigator.onLine === false &&
  !navigator.serviceWorker?.controller;

/**
 * What asking for a file gives now: it comes; it is gone (a newer build of the site replaced
 * it); or no answer worth reading (the network is out, the server failed).
 */
export type FileNews = 'comes' | 'gone' | 'unanswered';

/** A HEAD request for the file at `address`, past the HTTP cache. */
const askForFile = (address: string): Promise<FileNews> =>
  fetch(address, { method: 'HEAD', cache: 'no-store' }).then(
    (answer) =>
      answer.ok ? 'comes' : answer.status === 404 || answer.status === 410 ? 'gone' : 'unanswered',
    () => 'unanswered',
  );

export interface ImportAnewPorts<M> {
  /** Imports the module at a given address. */
  reimport: (address: string) => Promise<M>;
  /** What asking for the file at an address gives now. */
  askForFile: (address: string) => Promise<FileNews>;
}

/**
 * A loader of one module (one `import()`) that can be asked again after its fetch failed
 * (offline). Browsers keep a failed dynamic import for the page's life, as the HTML standard's
 * module map says (Chromium does since version 150): the same address fails at once even with
 * the network back. After a failure whose message names the address (Chromium's and Firefox's
 * do), the module is asked for under a query of its own, which the browser has not seen and the
 * server ignores: at once when its file comes now, else at the next call. That helps only where
 * the module's own imports were never fetched: a failed preload of one is kept too. So when it
 * fails again although the file comes, or the file is gone (the site was updated), the page's
 * code is reported spoiled (code-health.ts): a reload is what mends it. While the browser says
 * it is offline and no site worker could answer, nothing is asked for and the loader fails at
 * once; a module it loaded before is given again. A loader whose module loads others through
 * loaders of this kind may be wrapped too: their failures are theirs to ask again.
 */
export function importAnew<M>(
  load: () => Promise<M>,
  {
    reimport = (address) => import(/* @vite-ignore */ address) as Promise<M>,
    askForFile: ask = askForFile,
  }: Partial<ImportAnewPorts<M>> = {},
): () => Promise<M> {
  let next = load;
  let loaded: Promise<M> | undefined;
  const attempt = () => {
    const loading = next();
    loading.then(
      () => (loaded = loading),
      () => undefined,
    );
    return loading;
  };
  return () => {
    // A module once loaded stays in the page: it is there offline too.
    if (loaded) return loaded;
    if (surelyUnreachable())
      return Promise.reject(new TypeError('Offline: the module was not asked for'));
    return attempt().catch(async (error: unknown) => {
      const address = failedAddress(error);
      if (!address) throw error;
      handled.add(error as Error);
      attempts += 1;
      const fresh = `${address}?again=${attempts}`;
      next = () => reimport(fresh);
      const news = await ask(address);
      if (news === 'unanswered') throw error;
      if (news === 'gone') {
        reportSpoiledCode();
        throw error;
      }
      return attempt().catch((again: unknown) => {
        if (again instanceof Error) handled.add(again);
        reportSpoiledCode();
        throw again;
      });
    });
  };
}
