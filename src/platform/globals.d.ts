/** Build-time constant (vite.config.ts): true in dev and in INSPECT=1 builds. */
declare const __INSPECTOR__: boolean;
