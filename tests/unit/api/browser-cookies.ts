import axios, { type AxiosAdapter } from 'axios';

/**
 * Node's http adapter with a cookie jar, so a client made in a Node test sends back what the
 * server set, as the browser does for the site (Node keeps no cookies): the login's session
 * binding (server/accounts/sessions.ts) goes with every later call. One site, so names suffice.
 */
export function cookieKeepingAdapter(): AxiosAdapter {
  const http = axios.getAdapter('http');
  const jar = new Map<string, string>();
  return async (config) => {
    if (jar.size > 0) {
      config.headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const response = await http(config);
    const setCookies = response.headers['set-cookie'] as string[] | undefined;
    for (const cookie of setCookies ?? []) {
      const pair = cookie.split(';')[0]!;
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  };
}
