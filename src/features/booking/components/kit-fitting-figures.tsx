import { useLingui } from '@lingui/react/macro'
import type { KitFitting } from '@shared/api/booking-kit'
import { formatDateMinutes } from '@/components/data-table/formatters'
import { Figure, Section } from './section'

/**
 * A fitted booking's kit fitting, read-only (issue 19; the Fit kit action writes it): when, at which centre (whose
 * stock gave the kit and battery), by whom, and the products fitted. The kit and battery numbers are the form's.
 */
export function KitFittingFigures({ fitting }: { fitting: KitFitting }) {
  const { t } = useLingui()
  const product = (p: { name: string; sku: string } | null) => (p ? `${p.name} (${p.sku})` : '-')
  return (
    <Section title={t`Kit fitting`} testId="booking-kit-fitting">
      <dl className="grid grid-cols-2 gap-3 sm:col-span-2 sm:grid-cols-5 lg:col-span-3">
        <Figure name="kitFittedAt" label={t`Fitted on`} value={formatDateMinutes(fitting.fittedAt)} />
        <Figure name="kitFittedCentre" label={t`Service centre`} value={fitting.centre.title} />
        <Figure name="kitFittedBy" label={t`Fitted by`} value={fitting.fittedBy?.name ?? '-'} />
        <Figure name="kitProduct" label={t`Kit`} value={product(fitting.kit)} />
        <Figure name="batteryProduct" label={t`Battery`} value={product(fitting.battery)} />
      </dl>
    </Section>
  )
}
