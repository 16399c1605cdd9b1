import type { Plugin } from 'vite';

/**
 * Finds the files only the admin area uses (its screens, Tiptap, their CSS), so the service worker
 * does not precache them on every walker's phone (ARCHITECTURE.md budgets). The admin area
 * caches them when an administrator opens it (web/admin/app/admin-area.tsx warms every screen).
 *
 * Public files: what the entry reaches through static and dynamic imports, except the dynamic
 * import of a module under web/admin/. Everything else in the bundle is admin-only.
 */
export function adminOnlyChunks(): { plugin: Plugin; files: Set<string> } {
  const files = new Set<string>();
  const plugin: Plugin = {
    name: 'houtlandstappers:admin-only-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      files.clear();
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const isAdmin = (fileName: string) => /[\\/]web[\\/]admin[\\/]/.test(byFile.get(fileName)?.facadeModuleId ?? '');
      const publicFiles = new Set<string>();
      const visit = (fileName: string) => {
        const chunk = byFile.get(fileName);
        if (!chunk || publicFiles.has(fileName)) return;
        publicFiles.add(fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) publicFiles.add(css);
        chunk.imports.forEach(visit);
        chunk.dynamicImports.filter((target) => !isAdmin(target)).forEach(visit);
      };
      chunks.filter((chunk) => chunk.isEntry).forEach((chunk) => visit(chunk.fileName));
      for (const output of Object.values(bundle)) {
        const code = output.type === 'chunk' || output.fileName.endsWith('.css');
        if (code && !publicFiles.has(output.fileName)) files.add(output.fileName);
      }
    },
  };
  return { plugin, files };
}
