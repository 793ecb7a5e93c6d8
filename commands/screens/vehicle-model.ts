import { msg } from '@lingui/core/macro'
import { ScooterIcon } from 'lucide-react'
import { defineScreen } from '../screen-kit'

export default defineScreen({
  id: 'vehicle-model',
  order: 100,
  route: '/admin/vehicleModel',
  title: msg`Vehicle Model`,
  need: { screen: 'VehicleModel' },
  icon: ScooterIcon,
  keywords: ['scooter', 'vehicle', 'make', 'catalogue', 'price'],
  // Spec 002 section 3. The table's own tools (search, filter, columns, export, re-fetch) follow. Delete is the soft
  // delete of an active model (spec 000 section 4), with Undo; a deleted model leaves the pick lists.
  toolbar: ['add', 'edit', 'view', 'logs', 'delete'],
})
