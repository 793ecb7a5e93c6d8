import { fileURLToPath, URL } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import babel from '@rolldown/plugin-babel'
import { lingui } from '@lingui/vite-plugin'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { generate } from './scripts/generate.mjs'
import pureDeclarations from './scripts/babel-pure-declarations.mjs'
import precompress from './scripts/precompress.mjs'

// The registries listing each module folder (commands/screens.gen.ts…), like the route tree below.
generate()

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
    }),
    react(),
    // Descriptors keep their English text in production too: English has no catalog (src/lib/i18n.ts),
    // so each string ships in the chunk of the code that shows it.
    babel({ plugins: [['@lingui/babel-plugin-lingui-macro', { stripMessageField: false }]] }),
    babel({ include: [/[\\/]shared[\\/][^?]*\.ts$/], plugins: [pureDeclarations] }),
    lingui(),
    tailwindcss(),
    // .br and .gz copies of every text asset, served as they are by the server (server/lib/static-client.ts).
    precompress(),
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@shared': fileURLToPath(new URL('./shared', import.meta.url)),
      '@commands': fileURLToPath(new URL('./commands', import.meta.url)),
    },
  },
  build: {
    // DIST_DIR: a second build beside the usual one (scripts/build-server.mjs reads it too).
    outDir: `${process.env.DIST_DIR ?? 'dist'}/client`,
    emptyOutDir: true,
    sourcemap: false,
  },
  server: {
    port: 3000,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/socket.io': { target: apiTarget, ws: true, changeOrigin: false },
    },
  },
})
