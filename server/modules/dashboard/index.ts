import type { FastifyInstance } from 'fastify'
import { defineModule } from '../../lib/module'
import { cardRoutes } from './cards'
import { chartRoutes } from './charts'
import { seriesRoutes } from './series'

/**
 * The dashboards' calls (issue 22; spec 001 section 7, "Dashboards"): the POST counts by day (series.ts), the charts
 * (charts.ts: booking counts, calls, Vehicle Status, Retrofitment, CRM Status) and the cards, branches and service
 * stations (cards.ts). Read only; every figure is counted by the database within the caller's scope (data.ts). It reads
 * the other modules' tables by name and owns four summaries (schema.ts, summaries.ts) that triggers on users, trips,
 * recharges and call_logs keep exact, so the company-wide figures of a year are read rather than counted.
 */
async function dashboardModule(app: FastifyInstance): Promise<void> {
  seriesRoutes(app)
  chartRoutes(app)
  cardRoutes(app)
}

export default defineModule(dashboardModule)
