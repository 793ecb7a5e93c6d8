import { useMemo } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useWatch } from 'react-hook-form'
import { planForm, PLAN_MESSAGES } from '@shared/api/plans'
import { RC } from '@shared/response-codes'
import { formatMoney } from '@/components/data-table/formatters'
import { SwitchFormField } from '@/components/form-choice-fields'
import { DateFormField } from '@/components/form-date-field'
import { TextFormField } from '@/components/form-text-field'
import { RecordDialogFrame, type RecordDialogProps } from '@/components/record-screen/record-dialog'
import { withSaveReports } from '@/lib/record-api'
import { toast } from '@/lib/toast'
import { planApi } from '../api'
import { emptyValues, payloadOf, planResolver, valuesOf, type Values } from '../form-values'
import { PLAN_TEXTS } from '../messages'

const EMPTY = emptyValues()
/** Rupees or a percent as typed: digits, commas and one decimal point. */
const amount = (v: string) => v.replace(/[^\d.,]/g, '')
const digits = (v: string) => v.replace(/\D/g, '')

/** The payment split of what the form holds (price, tax, total; the server computes the same), dashes while not valid. */
function PaymentSplit() {
  const { t } = useLingui()
  const values = useWatch<Values>() as Values
  const parsed = planForm.safeParse(payloadOf(values))
  const money = (paise: number | undefined) => (parsed.success && paise !== undefined ? formatMoney(paise) : '—')
  const d = parsed.success ? parsed.data : undefined
  return (
    <dl className="grid grid-cols-3 gap-2 rounded-md border p-3 text-sm" data-testid="plan-payment-split">
      <div>
        <dt className="text-muted-foreground">{t`Price`}</dt>
        <dd className="font-medium" data-testid="plan-split-price">
          {money(d?.pricePaise)}
        </dd>
      </div>
      <div>
        <dt className="text-muted-foreground">{t`Tax`}</dt>
        <dd className="font-medium" data-testid="plan-split-tax">
          {money(d?.taxPaise)}
        </dd>
      </div>
      <div>
        <dt className="text-muted-foreground">{t`Total`}</dt>
        <dd className="font-medium" data-testid="plan-split-total">
          {money(d?.totalPaise)}
        </dd>
      </div>
    </dl>
  )
}

/**
 * The recharge plan dialog: 'Add Recharge Plan', 'Edit Recharge Plan' and 'View Recharge Plan' (spec 002 section 2).
 * Title, mileage (km), days, the last day of sale, price (₹), tax and discount percent, description and active; the
 * payment split follows the fields. Checked by the shared schema the server uses, its messages in the active language.
 * An update that made a new version (the plan has unexpired subscriptions) says so.
 */
export function PlanDialog(props: RecordDialogProps) {
  const { t, i18n } = useLingui()
  const resolver = useMemo(() => () => planResolver(i18n), [i18n])
  const api = useMemo(
    () =>
      withSaveReports(planApi, (answer) => {
        if (answer?.responseCode === RC.SUCCESS && answer.message === PLAN_MESSAGES.newVersion) toast.info(i18n._(PLAN_TEXTS.newVersion))
      }),
    [i18n],
  )
  return (
    <RecordDialogFrame
      {...props}
      api={api}
      testId="plan-dialog"
      className="sm:max-w-3xl"
      title={{ new: t`Add Recharge Plan`, edit: t`Edit Recharge Plan`, view: t`View Recharge Plan` }}
      description={(details, mode) =>
        mode !== 'new' && details
          ? details.plan.replacesTitle
            ? t`${details.plan.title}: a new version of ${details.plan.replacesTitle}`
            : details.plan.title
          : undefined
      }
      empty={EMPTY}
      toValues={valuesOf}
      resolver={resolver}
      toPayload={payloadOf}
    >
      {({ mode }) => (
        <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
          <TextFormField
            name="title"
            label={t`Title`}
            required
            autoComplete="off"
            maxLength={200}
            autoFocus={mode !== 'view'}
            className="sm:col-span-2"
          />
          <SwitchFormField name="active" label={t`Active`} className="self-center" />
          <TextFormField
            name="mileage"
            label={t`Mileage (km)`}
            required
            inputMode="numeric"
            autoComplete="off"
            maxLength={6}
            transform={digits}
          />
          <TextFormField name="days" label={t`Days`} required inputMode="numeric" autoComplete="off" maxLength={4} transform={digits} />
          <DateFormField name="validTill" label={t`Valid till (last day of sale)`} />
          <TextFormField
            name="price"
            label={t`Price (₹)`}
            required
            inputMode="decimal"
            autoComplete="off"
            maxLength={14}
            transform={amount}
          />
          <TextFormField name="taxPercent" label={t`Tax (%)`} inputMode="decimal" autoComplete="off" maxLength={6} transform={amount} />
          <TextFormField
            name="discountPercent"
            label={t`Discount (%)`}
            inputMode="decimal"
            autoComplete="off"
            maxLength={6}
            transform={amount}
          />
          <TextFormField
            name="description"
            label={t`Description`}
            autoComplete="off"
            maxLength={1000}
            className="sm:col-span-2 lg:col-span-3"
          />
          <div className="sm:col-span-2 lg:col-span-3">
            <PaymentSplit />
          </div>
        </div>
      )}
    </RecordDialogFrame>
  )
}
