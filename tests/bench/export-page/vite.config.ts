import { fileURLToPath, URL } from 'node:url'
import { defineConfig } from 'vite'
import babel from '@rolldown/plugin-babel'
import { lingui } from '@lingui/vite-plugin'

/** The export benchmark's own page: built by `npm run bench:export` into a temporary folder, never into the app. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  logLevel: 'warn',
  plugins: [
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui({ cwd: fileURLToPath(new URL('../../..', import.meta.url)) }),
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('../../../src', import.meta.url)),
      '@shared': fileURLToPath(new URL('../../../shared', import.meta.url)),
      '@commands': fileURLToPath(new URL('../../../commands', import.meta.url)),
    },
  },
  build: { emptyOutDir: true },
})
