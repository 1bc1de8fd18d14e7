import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const serverPort = Number(process.env.PORT ?? 8080);
const apiTarget = `http://localhost:${process.env.DEV_API_PORT ?? 8081}`;

export default defineConfig(({ mode }) => ({
  plugins: [react()],
  define: {
    // A build made with INSPECT=1 carries the Stately inspector; others drop its code entirely.
    __INSPECTOR__: JSON.stringify(mode === 'development' || process.env.INSPECT === '1'),
  },
  server: {
    port: serverPort,
    proxy: { '/v1': apiTarget, '/media': apiTarget, '/games': apiTarget },
  },
  build: { outDir: 'dist', sourcemap: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'tests/machines/**/*.test.ts',
            'tests/model/**/*.test.ts',
            'tests/unit/**/*.test.ts',
            'tests/docs/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          include: ['tests/ui/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/ui/setup.ts'],
        },
      },
    ],
  },
}));
