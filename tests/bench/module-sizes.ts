import type { Plugin } from 'vite';

/** Each output chunk's modules with their rendered length (the code the chunk holds, before minifying). */
export type ModuleSizes = Map<string, Map<string, number>>;

/** A build plugin that collects the bundle's module sizes into `sizes` as the bundle is written. */
export function collectModuleSizes(sizes: ModuleSizes): Plugin {
  return {
    name: 'bench-module-sizes',
    generateBundle(_options, bundle) {
      for (const [file, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue;
        const modules = Object.entries(output.modules).map(
          ([id, module]) => [id, module.renderedLength] as const,
        );
        sizes.set(file, new Map(modules));
      }
    },
  };
}

/**
 * A module's name in a table: its package (with MUI's component, which is what a page chooses
 * to use), or its path in the repository.
 */
export function moduleName(id: string, repoRoot: string): string {
  const mui = /node_modules\/(@mui\/[^/]+\/[^/.]+)/.exec(id);
  if (mui) return mui[1]!;
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
  if (inPackage) return inPackage[1]!;
  return id.startsWith(repoRoot) ? id.slice(repoRoot.length) : id.replace(/^\0/, '');
}
