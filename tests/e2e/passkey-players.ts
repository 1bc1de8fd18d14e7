/**
 * Players with a passkey for specs: a fresh player signed in through the API, with a passkey on
 * the page's virtual authenticator, added as profile → security adds one (the platform's
 * registration challenge after the password, the browser's credential for it, kept under a name).
 */
import { expect, type Page } from '@playwright/test';
import { playerAddress, signedInNewPlayer, type NewPlayer } from './players.ts';
import { addVirtualAuthenticator, type VirtualAuthenticator } from './virtual-authenticator.ts';
import { visit } from './visit.ts';

/** A passkey for the signed-in player of the page, kept by the platform under `name`. */
export async function addPasskey(page: Page, password: string, name: string): Promise<void> {
  const answer = await page.evaluate(
    async ({ password, name }) => {
      const user = JSON.parse(localStorage.getItem('session')!) as object;
      const call = async (method: string, data: object) => {
        const response = await fetch('/v1', {
          method: 'POST',
          headers: { 'content-type': 'application/json', panel: 'frontend' },
          body: JSON.stringify({
            api: { class: 'passkey', method },
            data: { ...data, Lang: 'tr' },
            user,
          }),
        });
        return (await response.json()) as { result: boolean; message: string; data: unknown };
      };
      const options = await call('registration_options', { password });
      if (!options.result) return options;
      const credential = (await navigator.credentials.create({
        publicKey: PublicKeyCredential.parseCreationOptionsFromJSON(
          options.data as PublicKeyCredentialCreationOptionsJSON,
        ),
      })) as PublicKeyCredential;
      return call('add', { name, credential: credential.toJSON() });
    },
    { password, name },
  );
  expect(answer).toMatchObject({ result: true, data: { name } });
}

/**
 * A fresh player from an address of their own, signed in, with a passkey ('Dizüstü') on the
 * page's virtual authenticator, then on `path`.
 */
export async function signedInPlayerWithPasskey(
  page: Page,
  path: string,
): Promise<{ player: NewPlayer; authenticator: VirtualAuthenticator }> {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': playerAddress() });
  const authenticator = await addVirtualAuthenticator(page);
  const player = await signedInNewPlayer(page, '/');
  await addPasskey(page, player.password, 'Dizüstü');
  await visit(page, path);
  return { player, authenticator };
}
