import type { FastifyPluginAsync } from 'fastify'
import { advertisementModule } from './advertisement'
import { crmModule } from './crm'
import { enquiryModule } from './enquiry'
import { filesModule } from './files'
import { lookupsModule } from './lookups'
import { notificationAdminModule } from './notification-admin'
import { notificationsModule } from './notifications'
import { ridingModeModule } from './riding-mode'
import { rolesModule } from './roles'
import { subscriptionsModule } from './subscriptions'
import { tripsModule } from './trips'
import { usersModule } from './users'

/**
 * The API modules, each a Fastify plugin mounted under /api/admin. Adding a module means one folder
 * under server/modules/ and one line here.
 */
export const apiModules: FastifyPluginAsync[] = [
  usersModule,
  rolesModule,
  filesModule,
  lookupsModule,
  notificationsModule,
  notificationAdminModule,
  subscriptionsModule,
  tripsModule,
  crmModule,
  advertisementModule,
  enquiryModule,
  ridingModeModule,
]
