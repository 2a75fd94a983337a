// Vitest (through Vite) resolves import.meta.glob when it loads a test file.
interface ImportMeta {
  glob<T>(pattern: string, options: { eager: true; import: string }): Record<string, T>;
}
