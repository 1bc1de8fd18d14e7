/** Where the build's service worker is served (server/site-static.ts serves it, or its remover). */
export const SITE_WORKER_URL = '/sw.js';
/** The page shell the worker keeps for opening offline: the plain index.html, no prerendered copy. */
export const OFFLINE_SHELL = '/index.html';
/** The cache of /datas/ files (the header's menu, languages), refreshed on every online read. */
export const SITE_CONFIG_CACHE = 'site-config';
/** The Trusted Types policy that hands the worker's address to the browser (the CSP allows it). */
export const SITE_WORKER_POLICY = 'site-worker';
