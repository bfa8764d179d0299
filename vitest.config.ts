import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // The lazily decided command families (commands/registry.ts) are loaded before every file.
    setupFiles: ['tests/support/command-families.ts'],
  },
});
