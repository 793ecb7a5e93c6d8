import type { FastifyInstance } from 'fastify'
import { defineModule } from '../../lib/module'
import { cardRoutes } from './cards'
import { chartRoutes } from './charts'
import { seriesRoutes } from './series'

/**
 * The dashboards' calls (issue 22; spec 001 section 7, "Dashboards"): the POST counts by day (series.ts), the charts
 * (charts.ts: booking counts, calls, Vehicle Status, Retrofitment, CRM Status) and the cards, branches and service
 * stations (cards.ts). Read only; every figure is counted by the database within the caller's scope (data.ts). The
 * module owns no table: it reads the others' by name.
 */
async function dashboardModule(app: FastifyInstance): Promise<void> {
  seriesRoutes(app)
  chartRoutes(app)
  cardRoutes(app)
}

export default defineModule(dashboardModule)
