import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    globals: false,
    environment: 'jsdom',
    include: [
      'tests/unit/**/*.test.{ts,tsx}',
      'tests/component/**/*.test.{ts,tsx}',
      'tests/tools/**/*.test.ts',
      'tests/server/**/*.test.ts',
    ],
    setupFiles: ['tests/setup.ts'],
  },
});
