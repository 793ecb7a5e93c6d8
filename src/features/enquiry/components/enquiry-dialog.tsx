import { useWatch } from 'react-hook-form'
import { useLingui } from '@lingui/react/macro'
import { ENQUIRY_TYPES, type EnquiryDetails, type EnquiryFormInput } from '@shared/api/enquiry'
import { formatDateTime } from '@/components/data-table/formatters'
import { SelectFormField } from '@/components/form-choice-fields'
import { TextFormField } from '@/components/form-text-field'
import { RecordDialogFrame, type RecordDialogProps } from '@/components/record-screen/record-dialog'
import { useOptionChoices } from '@/lib/option-list'
import { useImageUpload } from '@/lib/use-image-upload'
import { enquiryApi } from '../api'
import { compressToTarget, enquiryImageDecision } from '../image-prepare'
import { ENQUIRY_TYPE_LABELS } from '../labels'
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

function valuesOf({ enquiry: e }: { enquiry: EnquiryDetails }): EnquiryFormInput {
  return {
    fname: e.fname,
    lname: e.lname ?? '',
    mobileNo: e.mobileNo,
    email: e.email ?? '',
    city: e.city ?? '',
    enquiryType: e.enquiryType,
    ticketNo: e.ticketNo,
    status: e.status,
    content: e.content ?? '',
    attachment: e.attachment,
    active: e.active,
    resolved: { remark: e.resolved.remark ?? '', attachment: e.resolved.attachment, resolver: { fname: e.resolved.resolver.fname ?? '' } },
  }
}

/**
 * The enquiry type: the active values of the Options screen's 'requestType' list (issue 21; a built-in type not renamed
 * keeps its translated label), and the enquiry's own type even when deactivated since (the server lets an edit keep it).
 */
function EnquiryTypeField() {
  const { t } = useLingui()
  const stored = useWatch<EnquiryFormInput, 'enquiryType'>({ name: 'enquiryType' })
  const { options } = useOptionChoices('requestType', ENQUIRY_TYPE_LABELS, { keep: stored })
  return <SelectFormField name="enquiryType" label={t`Enquiry type`} required options={options} />
}

/**
 * The enquiry dialog (view and edit only; spec 001 sections 2–5): name, mobile, e-mail, enquiry type (the active values
 * of the 'requestType' option list; the enquiry keeps its own), ticket no, city and content; below them the attachment images and the
 * Resolving section (enquiry-resolution.tsx). Update sends eId; saving waits for an image upload under way.
 */
export function EnquiryDialog(props: RecordDialogProps) {
  const { t } = useLingui()
  const images = useImageUpload({ bucket: 'images', plan: enquiryImageDecision, compress: compressToTarget })

  return (
    <RecordDialogFrame
      {...props}
      api={enquiryApi}
      testId="enquiry-dialog"
      title={{ edit: t`Edit enquiry`, view: t`View enquiry` }}
      description={(d) => d && t`Ticket ${d.enquiry.ticketNo}, created ${formatDateTime(d.enquiry.createdAt)}`}
      empty={EMPTY}
      toValues={valuesOf}
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
          <EnquiryTypeField />
          <TextFormField name="ticketNo" label={t`Ticket no.`} required autoComplete="off" maxLength={40} />
          <TextFormField name="city" label={t`City`} autoComplete="off" maxLength={100} />
          <TextFormField name="content" label={t`Content`} className="sm:col-span-2" rows={3} maxLength={5000} />
        </div>
      )}
    </RecordDialogFrame>
  )
}
