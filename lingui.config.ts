import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

// LINGUI_CATALOG_ROOT lets `npm run i18n:check` extract into a scratch folder and compare.
const root = process.env.LINGUI_CATALOG_ROOT ?? '<rootDir>/src/locales'

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'de', 'zh'],
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: `${root}/{locale}/messages`,
      include: ['<rootDir>/src', '<rootDir>/commands'],
      exclude: ['**/node_modules/**', '**/*.gen.ts'],
    },
  ],
})
