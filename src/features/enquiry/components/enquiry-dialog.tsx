import { useCallback, useMemo } from 'react'
import { useLingui } from '@lingui/react/macro'
import { ENQUIRY_TYPES, type EnquiryDetails, type EnquiryFormInput, type EnquiryType } from '@shared/api/enquiry'
import { formatDateTime } from '@/components/data-table/formatters'
import { SelectFormField } from '@/components/form-choice-fields'
import { TextFormField } from '@/components/form-text-field'
import { RecordDialogFrame, type RecordDialogProps } from '@/components/record-screen/record-dialog'
import { useImageUpload } from '@/lib/use-image-upload'
import { enquiryApi, useEnquiryTypes } from '../api'
import { compressToTarget, enquiryImageDecision } from '../image-prepare'
import { ENQUIRY_TYPE_LABELS, isEnquiryType } from '../labels'
import { EnquiryResolution } from './enquiry-resolution'

const EMPTY: EnquiryFormInput = {
  fname: '',
  lname: '',
  mobileNo: '',
  email: '',
  city: '',
  enquiryType: ENQUIRY_TYPES[0],
  ticketNo: '',
  status: 'open',
  content: '',
  attachment: [],
  active: true,
  resolved: { remark: '', attachment: [], resolver: { fname: '' } },
}

function valuesOf(e: EnquiryDetails, fallbackType: EnquiryType): EnquiryFormInput {
  return {
    fname: e.fname,
    lname: e.lname ?? '',
    mobileNo: e.mobileNo,
    email: e.email ?? '',
    city: e.city ?? '',
    enquiryType: isEnquiryType(e.enquiryType) ? e.enquiryType : fallbackType,
    ticketNo: e.ticketNo,
    status: e.status,
    content: e.content ?? '',
    attachment: e.attachment,
    active: e.active,
    resolved: { remark: e.resolved.remark ?? '', attachment: e.resolved.attachment, resolver: { fname: e.resolved.resolver.fname ?? '' } },
  }
}

/**
 * The enquiry dialog (view and edit only; spec 001 sections 2–5): name, mobile, e-mail, enquiry type (the options of
 * 'requestType', the first as fallback), ticket no, city and content; below them the attachment images and the
 * Resolving section (enquiry-resolution.tsx). Update sends eId; saving waits for an image upload under way.
 */
export function EnquiryDialog(props: RecordDialogProps) {
  const { t, i18n } = useLingui()
  const types = useEnquiryTypes(props.state !== null)
  const typeOptions = useMemo(() => (types.data ?? []).filter(isEnquiryType), [types.data])
  const firstType = typeOptions[0] ?? ENQUIRY_TYPES[0]
  const toValues = useCallback(({ enquiry }: { enquiry: EnquiryDetails }) => valuesOf(enquiry, firstType), [firstType])
  const images = useImageUpload({ bucket: 'images', plan: enquiryImageDecision, compress: compressToTarget })

  return (
    <RecordDialogFrame
      {...props}
      api={enquiryApi}
      testId="enquiry-dialog"
      title={{ edit: t`Edit enquiry`, view: t`View enquiry` }}
      description={(d) => d && t`Ticket ${d.enquiry.ticketNo}, created ${formatDateTime(d.enquiry.createdAt)}`}
      empty={EMPTY}
      toValues={toValues}
      duplicateField="ticketNo"
      busy={images.busy}
      sections={({ viewOnly }) => <EnquiryResolution viewOnly={viewOnly} images={images} />}
    >
      {() => (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextFormField name="fname" label={t`First name`} required autoComplete="off" autoFocus maxLength={100} />
          <TextFormField name="lname" label={t`Last name`} autoComplete="off" maxLength={100} />
          <TextFormField name="mobileNo" label={t`Mobile number`} required inputMode="numeric" autoComplete="off" maxLength={10} />
          <TextFormField name="email" label={t`Email`} type="email" autoComplete="off" maxLength={200} />
          <SelectFormField
            name="enquiryType"
            label={t`Enquiry type`}
            required
            options={(typeOptions.length ? typeOptions : ENQUIRY_TYPES).map((k) => ({ value: k, label: i18n._(ENQUIRY_TYPE_LABELS[k]) }))}
          />
          <TextFormField name="ticketNo" label={t`Ticket no.`} required autoComplete="off" maxLength={40} />
          <TextFormField name="city" label={t`City`} autoComplete="off" maxLength={100} />
          <TextFormField name="content" label={t`Content`} className="sm:col-span-2" rows={3} maxLength={5000} />
        </div>
      )}
    </RecordDialogFrame>
  )
}
