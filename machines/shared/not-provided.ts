/** Placeholder logic for setup(): the app or a test must provide the real implementation. */
export function notProvided(name: string): () => never {
  return () => {
    throw new Error(`${name} is not provided: supply it with machine.provide()`);
  };
}
