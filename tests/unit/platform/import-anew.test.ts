import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenToSpoiledCode, resetCodeHealth } from '../../../src/platform/code-health.ts';
import { importAnew } from '../../../src/platform/import-anew.ts';

const menuModule = { default: 'the menu' };
const chromiumRefusal = (address: string) =>
  new TypeError(`Failed to fetch dynamically imported module: ${address}`);
/** The network is still out: the file does not come either. */
const stillOut = async () => 'unanswered' as const;
const fileComes = async () => 'comes' as const;

/** A menu whose first fetch failed, and what the page's code health tells a listener. */
function menuThatFailed() {
  const load = vi.fn().mockRejectedValue(chromiumRefusal('https://site.test/assets/menu-ab12.js'));
  const spoiled = vi.fn();
  listenToSpoiledCode(spoiled);
  return { load, spoiled };
}

describe('importAnew', () => {
  afterEach(resetCodeHealth);

  it('after a failed fetch, asks for the module under an address the browser has not seen', async () => {
    const load = vi
      .fn()
      .mockRejectedValue(chromiumRefusal('https://site.test/assets/menu-ab12.js'));
    const reimport = vi.fn().mockResolvedValue(menuModule);
    const loadMenu = importAnew(load, { reimport, askForFile: stillOut });

    await expect(loadMenu()).rejects.toThrow(/menu-ab12/);
    await expect(loadMenu()).resolves.toBe(menuModule);

    expect(load).toHaveBeenCalledTimes(1);
    const [again] = reimport.mock.calls[0] as [string];
    expect(again).toMatch(/^https:\/\/site\.test\/assets\/menu-ab12\.js\?again=\d+$/);
  });

  it('asks under a new address each time the fetch fails again', async () => {
    const load = vi
      .fn()
      .mockRejectedValue(chromiumRefusal('https://site.test/assets/menu-ab12.js'));
    const reimport = vi.fn((address: string) => Promise.reject(chromiumRefusal(address)));
    const loadMenu = importAnew(load, { reimport, askForFile: stillOut });

    await expect(loadMenu()).rejects.toThrow();
    await expect(loadMenu()).rejects.toThrow();
    await expect(loadMenu()).rejects.toThrow();

    const [first, second] = reimport.mock.calls.map(([address]) => address);
    expect(first).not.toBe(second);
    expect(second).toMatch(/^https:\/\/site\.test\/assets\/menu-ab12\.js\?again=\d+$/);
  });

  it('asks the same way again when the failure names no address', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Importing a module script failed.'))
      .mockResolvedValue(menuModule);
    const reimport = vi.fn();
    const loadMenu = importAnew(load, { reimport, askForFile: stillOut });

    await expect(loadMenu()).rejects.toThrow();
    await expect(loadMenu()).resolves.toBe(menuModule);
    expect(reimport).not.toHaveBeenCalled();
  });

  it('leaves a failure of a module loaded inside to that module’s own loader', async () => {
    const dialogModule = { Dialog: 'the dialog' };
    const loadDialogOnce = vi
      .fn()
      .mockRejectedValueOnce(chromiumRefusal('https://site.test/assets/dialog-cd34.js'));
    const reimportDialog = vi.fn().mockResolvedValue(dialogModule);
    const loadDialog = importAnew<typeof dialogModule>(loadDialogOnce, {
      reimport: reimportDialog,
      askForFile: stillOut,
    });
    const reimportPage = vi.fn();
    const loadPanel = importAnew(async () => (await loadDialog()).Dialog, {
      reimport: reimportPage,
      askForFile: stillOut,
    });

    await expect(loadPanel()).rejects.toThrow(/dialog-cd34/);
    await expect(loadPanel()).resolves.toBe('the dialog');
    expect(reimportPage).not.toHaveBeenCalled();
  });

  it('asks for nothing while the browser says it is offline, and asks once it is back', async () => {
    const load = vi.fn().mockResolvedValue(menuModule);
    const loadMenu = importAnew(load, { reimport: vi.fn(), askForFile: stillOut });
    vi.stubGlobal('navigator', { onLine: false });
    try {
      await expect(loadMenu()).rejects.toThrow(/offline/i);
      expect(load).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
    await expect(loadMenu()).resolves.toBe(menuModule);
  });

  it('gives a module it loaded before while the browser says it is offline', async () => {
    const load = vi.fn().mockResolvedValue(menuModule);
    const loadMenu = importAnew(load, { reimport: vi.fn(), askForFile: stillOut });
    await expect(loadMenu()).resolves.toBe(menuModule);
    vi.stubGlobal('navigator', { onLine: false });
    try {
      await expect(loadMenu()).resolves.toBe(menuModule);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks while offline when a site worker controls the page, which may hold the code', async () => {
    const load = vi.fn().mockResolvedValue(menuModule);
    const loadMenu = importAnew(load, { reimport: vi.fn(), askForFile: stillOut });
    vi.stubGlobal('navigator', { onLine: false, serviceWorker: { controller: {} } });
    try {
      await expect(loadMenu()).resolves.toBe(menuModule);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('asks under a new address at once when the file comes now, and reports nothing', async () => {
    const { load, spoiled } = menuThatFailed();
    const reimport = vi.fn().mockResolvedValue(menuModule);

    await expect(importAnew(load, { reimport, askForFile: fileComes })()).resolves.toBe(menuModule);
    expect(reimport).toHaveBeenCalledTimes(1);
    expect(spoiled).not.toHaveBeenCalled();
  });

  it('reports the page’s code spoiled when the module fails again although its file comes', async () => {
    const { load, spoiled } = menuThatFailed();
    const reimport = vi.fn((address: string) => Promise.reject(chromiumRefusal(address)));

    await expect(importAnew(load, { reimport, askForFile: fileComes })()).rejects.toThrow(/again=/);
    expect(spoiled).toHaveBeenCalledTimes(1);
    // Who starts listening later hears it too: the offer's code may come after the failure.
    const later = vi.fn();
    listenToSpoiledCode(later);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('reports nothing while the file does not come: the network is out, not the page', async () => {
    const { load, spoiled } = menuThatFailed();
    const reimport = vi.fn((address: string) => Promise.reject(chromiumRefusal(address)));
    const loadMenu = importAnew(load, { reimport, askForFile: stillOut });

    await expect(loadMenu()).rejects.toThrow();
    await expect(loadMenu()).rejects.toThrow();
    expect(spoiled).not.toHaveBeenCalled();
  });

  it('reports the page’s code spoiled when the file is gone: a newer build replaced it', async () => {
    const { load, spoiled } = menuThatFailed();
    const reimport = vi.fn();
    const loadMenu = importAnew(load, { reimport, askForFile: async () => 'gone' as const });

    await expect(loadMenu()).rejects.toThrow(/menu-ab12/);
    expect(spoiled).toHaveBeenCalledTimes(1);
    expect(reimport).not.toHaveBeenCalled();
  });
});
