import { useLingui } from '@lingui/react/macro'
import type { TripRow } from '@shared/api/user-activity'
import { useUserTrips } from '../activity-api'
import { formatDateMinutes, formatDuration, formatMeasure, formatWithGps, textOrDash } from './activity-format'
import { ActivityList, useActivityPaging } from './activity-list'
import type { ActivityColumn } from './activity-table'

const nowrap = 'whitespace-nowrap'

/**
 * The user dialog's trip history (spec 000 sections 2 and 3): a date range on the trip date; 10 per page. A measure
 * and its GPS variant share a cell ('24.5 km/h (GPS 24.1 km/h)').
 */
export function UserTripsTab({ userId }: { userId: string }) {
  const { t } = useLingui()
  const paging = useActivityPaging()
  const query = useUserTrips(userId, paging)
  const gps = t`GPS`

  const columns: ActivityColumn<TripRow>[] = [
    { id: 'dateTime', header: t`Trip date`, cell: (r) => formatDateMinutes(r.dateTime), className: nowrap },
    { id: 'distance', header: t`Distance`, cell: (r) => formatWithGps(r.distance, r.distanceGPS, 'km', gps, 2), className: nowrap },
    { id: 'duration', header: t`Duration`, cell: (r) => formatDuration(r.durationSeconds), className: nowrap },
    {
      id: 'avgMovingSpeed',
      header: t`Average moving speed`,
      cell: (r) => formatWithGps(r.avgMovingSpeed, r.avgMovingSpeedGPS, 'km/h', gps),
      className: nowrap,
    },
    { id: 'avgSpeed', header: t`Average speed`, cell: (r) => formatWithGps(r.avgSpeed, r.avgSpeedGPS, 'km/h', gps), className: nowrap },
    { id: 'maxSpeed', header: t`Maximum speed`, cell: (r) => formatWithGps(r.maxSpeed, r.maxSpeedGPS, 'km/h', gps), className: nowrap },
    { id: 'altitudeMax', header: t`Maximum altitude`, cell: (r) => formatMeasure(r.altitudeMax, 'm'), className: nowrap },
    { id: 'altitudeMin', header: t`Minimum altitude`, cell: (r) => formatMeasure(r.altitudeMin, 'm'), className: nowrap },
    { id: 'maxAmpsBattery', header: t`Maximum battery current`, cell: (r) => formatMeasure(r.maxAmpsBattery, 'A'), className: nowrap },
    { id: 'maxAmpsMotors', header: t`Maximum motor current`, cell: (r) => formatMeasure(r.maxAmpsMotors, 'A'), className: nowrap },
    { id: 'wattHoursTotal', header: t`Energy used`, cell: (r) => formatMeasure(r.wattHoursTotal, 'Wh'), className: nowrap },
    {
      id: 'wattHoursRegenTotal',
      header: t`Energy regenerated`,
      cell: (r) => formatMeasure(r.wattHoursRegenTotal, 'Wh'),
      className: nowrap,
    },
    { id: 'fault', header: t`Fault`, cell: (r) => textOrDash(r.fault) },
    { id: 'createdAt', header: t`Created on`, cell: (r) => formatDateMinutes(r.createdAt), className: nowrap },
    { id: 'updatedAt', header: t`Updated on`, cell: (r) => formatDateMinutes(r.updatedAt), className: nowrap },
  ]

  return (
    <ActivityList
      label={t`Trip history`}
      columns={columns}
      paging={paging}
      query={query}
      rows={query.data?.rows}
      pages={query.data?.pages}
    />
  )
}
