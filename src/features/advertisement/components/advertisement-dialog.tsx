import { useMemo } from 'react'
import { useLingui } from '@lingui/react/macro'
import { RecordDialogFrame, type RecordDialogProps } from '@/components/record-screen/record-dialog'
import { advertisementApi } from '../api'
import { emptyValues, payloadOf, resolverFor, valuesOf } from '../form-values'
import { AdvertisementFields } from './advertisement-fields'

/**
 * The advertisement dialog (new, edit, view; spec 001 sections 3–5): every field of the ad; the mandatory fields follow
 * the link type (marked * and aria-required); changing the link type clears products, site link and images; internal
 * and external ads need an image; a dialog ad takes one list entry; the start is not after the end and, for a new ad,
 * not before today; the period defaults to now and 7 days later. Place search fills the place and its coordinates.
 * Images over 300 KB are compressed, over 3 MB refused; videos up to 50 MB. The ad's clicks below the fields.
 */
export function AdvertisementDialog(props: RecordDialogProps) {
  const { t } = useLingui()
  // A new ad's period starts when its dialog opens: the blank form is made again at each opening.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const empty = useMemo(() => emptyValues(), [props.state])
  return (
    <RecordDialogFrame
      {...props}
      api={advertisementApi}
      testId="advertisement-dialog"
      className="sm:max-w-4xl"
      title={{ new: t`New advertisement`, edit: t`Edit advertisement`, view: t`View advertisement` }}
      description={(_, mode) =>
        mode === 'view' ? t`The advertisement and where it is shown.` : t`Fields marked * are required; they depend on the type of link.`
      }
      empty={empty}
      toValues={valuesOf}
      resolver={resolverFor}
      toPayload={payloadOf}
      duplicateField="title"
      footnote={(details) =>
        details && (
          <p className="text-sm text-muted-foreground" data-testid="advertisement-clicks">
            {t`Total clicks: ${details.adv.totalClick}`}
          </p>
        )
      }
    >
      {({ viewOnly }) => <AdvertisementFields viewOnly={viewOnly} />}
    </RecordDialogFrame>
  )
}
