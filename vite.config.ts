import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  css: { devSourcemap: true },
  // The development server serves the app's sources and public/ only: never the data folder
  // (database, uploaded pictures, outbox), .env or anything else in the project.
  server: {
    fs: {
      strict: true,
      allow: ['app', 'public', 'node_modules'],
      deny: ['.env', '.env.*', '*.{crt,pem,key}', '**/data/**', '**/.git/**'],
    },
  },
  build: { sourcemap: false },
});
