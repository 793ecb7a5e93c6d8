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
  keywords: ['scooter'],
  toolbar: ['add', 'edit', 'view', 'delete', 'mandatoryUpload'],
})
