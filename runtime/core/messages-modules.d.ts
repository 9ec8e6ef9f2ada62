/** The compiled catalogues the messages plugin serves (messages/vite-plugin.ts); runtime/core messages.ts types them. */
declare module 'virtual:tessera-messages/*' {
  const catalogue: Readonly<Record<string, unknown>>;
  export default catalogue;
}
