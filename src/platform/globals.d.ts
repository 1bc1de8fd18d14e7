/** Build-time constant (vite.config.ts): true in dev and in INSPECT=1 builds. */
declare const __INSPECTOR__: boolean;

/** Built by the compiledMessages plugin of vite.config.ts: language → message id → ICU AST. */
declare module 'virtual:compiled-messages' {
  const messages: Record<string, Record<string, import('react-intl').MessageFormatElement[]>>;
  export default messages;
}
