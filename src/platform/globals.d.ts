/**
 * Build-time constant (vite.config.ts): in dev and INSPECT=1 builds the hosts besides localhost
 * the Stately inspector may open on (INSPECT_HOSTS); false in every other build.
 */
declare const __INSPECTOR__: false | readonly string[];

/** Built by the compiledMessages plugin of vite.config.ts: one language's message id → ICU AST. */
declare module 'virtual:compiled-messages/*' {
  const messages: Record<string, import('react-intl').MessageFormatElement[]>;
  export default messages;
}

/** Built by the compiledMessages plugin of vite.config.ts: each page's part, per language. */
declare module 'virtual:page-messages' {
  type Loader = () => Promise<{
    default: Record<string, import('react-intl').MessageFormatElement[]>;
  }>;
  const loaders: Record<import('../../machines/shared/contract.ts').Lang, Record<string, Loader>>;
  export default loaders;
}
