import type { FastifyInstance } from 'fastify'
import { defineModule } from '../../lib/module'
import { optionListRoutes } from './lists'
import { settingsRoutes } from './settings'

/**
 * The options module (issue 21, screen Options): the option lists other screens read instead of constants (lists.ts)
 * and the organisation's settings (settings.ts). Other modules read both by name through server/lib/option-lists.ts.
 */
async function optionsModule(app: FastifyInstance): Promise<void> {
  optionListRoutes(app)
  settingsRoutes(app)
}

export default defineModule(optionsModule)
