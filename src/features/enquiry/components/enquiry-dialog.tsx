import { useEffect, useMemo, useRef, useState } from 'react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useLingui } from '@lingui/react/macro'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import {
  ENQUIRY_STATUSES,
  ENQUIRY_TYPES,
  enquiryForm,
  MAX_ENQUIRY_IMAGES,
  type EnquiryDetails,
  type EnquiryForm,
  type EnquiryFormInput,
  type EnquiryStatus,
  type EnquiryType,
} from '@shared/api/enquiry'
import { RC } from '@shared/response-codes'
import { formatDateTime } from '@/components/data-table/formatters'
import { RecordDialogFooter, useRecordDialogCommands } from '@/components/record-dialog-footer'
import { TextFormField } from '@/components/form-text-field'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { NativeSelect } from '@/components/ui/select'
import type { ActionSource } from '@/lib/api'
import { answerText, reportAnswer } from '@/lib/report-answer'
import { useUpload } from '@/lib/upload'
import { useEnquiryDetails, useEnquiryTypes, useUpdateEnquiry } from '../api'
import { compressToTarget, enquiryImageDecision } from '../image-prepare'
import { ENQUIRY_STATUS_LABELS, ENQUIRY_TYPE_LABELS, isEnquiryType } from '../labels'
import { enquiryMessages, enquiryTexts } from '../messages'
import { ImageTable } from './image-table'
import { ImageViewer, Thumbnails } from './image-viewer'

/** What the enquiry dialog shows: an enquiry to edit or view (add is not offered on this screen). */
export type EnquiryDialogState = null | { mode: 'edit' | 'view'; eId: string }

interface Props {
  state: EnquiryDialogState
  onOpenChange: (open: boolean) => void
  onSaved: () => void
  onCloseAutoFocus?: (event: Event) => void
}

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
 * The enquiry dialog (view and edit; spec 001 sections 2–5): name, mobile, e-mail, city, enquiry type (options of
 * 'requestType'), ticket no, content and the attachment images (open at full size); the Resolving section with active,
 * status, resolver's first name, remarks and the resolution images (upload: PNG or JPEG, over 3 MB refused, over 1 MB
 * compressed; table of 5 per page with delete). Update sends eId. Save and Reset in the footer (Ctrl/Cmd+S, Ctrl/Cmd+R),
 * Esc closes.
 */
export function EnquiryDialog({ state, onOpenChange, onSaved, onCloseAutoFocus }: Props) {
  const { t, i18n } = useLingui()
  const open = state !== null
  const eId = state?.eId ?? null
  const viewOnly = state?.mode === 'view'
  const details = useEnquiryDetails(eId)
  const types = useEnquiryTypes(open)
  const save = useUpdateEnquiry()
  const upload = useUpload()
  const [content, setContent] = useState<HTMLDivElement | null>(null)
  const [viewing, setViewing] = useState<string | null>(null)
  const [compressing, setCompressing] = useState(false)
  const fileRef = useRef<HTMLInputElement>(null)

  const typeOptions = useMemo(() => (types.data ?? []).filter(isEnquiryType), [types.data])
  const firstType = typeOptions[0] ?? ENQUIRY_TYPES[0]
  const defaults = useMemo<EnquiryFormInput>(() => (details.data ? valuesOf(details.data, firstType) : EMPTY), [details.data, firstType])
  const form = useForm<EnquiryFormInput, unknown, EnquiryForm>({ resolver: zodResolver(enquiryForm), defaultValues: defaults })
  useEffect(() => {
    form.reset(defaults)
  }, [defaults, form])

  const submit = (source: ActionSource) => {
    if (viewOnly || save.isPending || !eId) return
    void form.handleSubmit(
      (values) => {
        save.mutate(
          { payload: { ...values, eId }, source },
          {
            onSuccess: (answer) => {
              if (reportAnswer(i18n, answer, enquiryMessages.updated, enquiryTexts)) {
                onSaved()
                onOpenChange(false)
              }
            },
          },
        )
      },
      () => content?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    )()
  }
  // Enquiries are only edited or viewed here (never created), so no reset (spec 001 section 4).
  useRecordDialogCommands(open, state?.mode ?? 'view', () => content, { submit, close: () => onOpenChange(false) })

  const resolvedImages = form.watch('resolved.attachment') ?? []
  const attachments = form.watch('attachment') ?? []

  async function addImage(chosen: File) {
    const decision = enquiryImageDecision(chosen)
    if (decision === 'notImage') return void toast.error(i18n._(enquiryMessages.onlyImages))
    if (decision === 'tooLarge') return void toast.error(i18n._(enquiryMessages.fileTooLarge))
    let file = chosen
    if (decision === 'compress') {
      setCompressing(true)
      const pending = toast.loading(i18n._(enquiryMessages.compressing))
      try {
        file = await compressToTarget(chosen)
      } catch {
        file = chosen
      } finally {
        toast.dismiss(pending)
        setCompressing(false)
      }
      if (enquiryImageDecision(file) === 'tooLarge') return void toast.error(i18n._(enquiryMessages.fileTooLarge))
    }
    const answer = await upload.mutateAsync({ file, bucket: 'images', source: 'pointer' }).catch(() => null)
    if (!answer) return void toast.error(i18n._(enquiryMessages.uploadFailed))
    const url = answer.responseCode === RC.SUCCESS ? answer.data?.attachmentUrl[0] : undefined
    if (!url) {
      if (answer.responseCode !== RC.INVALID_SESSION) toast.error(answerText(i18n, enquiryTexts, answer.message))
      return
    }
    const current = form.getValues('resolved.attachment') ?? []
    form.setValue('resolved.attachment', [...current, url], { shouldDirty: true })
    toast.success(i18n._(enquiryMessages.uploaded))
  }

  const title = viewOnly ? t`View enquiry` : t`Edit enquiry`
  const loading = eId !== null && details.isLoading
  const failed = eId !== null && details.isError
  const busy = compressing || upload.isPending

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent ref={setContent} className="max-h-[90vh] overflow-y-auto sm:max-w-3xl" onCloseAutoFocus={onCloseAutoFocus} data-testid="enquiry-dialog">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {details.data ? t`Ticket ${details.data.ticketNo}, created ${formatDateTime(details.data.createdAt)}` : t`Fields marked * are required.`}
          </DialogDescription>
        </DialogHeader>
        {loading ? (
          <p role="status">{t`Loading…`}</p>
        ) : failed ? (
          <p role="alert">{t`The enquiry could not be loaded.`}</p>
        ) : (
          <Form {...form}>
            <form
              noValidate
              aria-label={title}
              className="grid gap-4"
              onSubmit={(e) => {
                e.preventDefault()
                submit('pointer')
              }}
            >
              <fieldset disabled={viewOnly} className="grid gap-4 sm:grid-cols-2">
                <TextFormField name="fname" label={t`First name *`} autoComplete="off" autoFocus maxLength={100} />
                <TextFormField name="lname" label={t`Last name`} autoComplete="off" maxLength={100} />
                <TextFormField name="mobileNo" label={t`Mobile number *`} inputMode="numeric" autoComplete="off" maxLength={10} />
                <TextFormField name="email" label={t`Email`} type="email" autoComplete="off" maxLength={200} />
                <FormField
                  control={form.control}
                  name="enquiryType"
                  render={({ field }) => (
                    <FormItem>
                      <FormLabel>{t`Enquiry type *`}</FormLabel>
                      <FormControl>
                        <NativeSelect {...field} value={field.value} onChange={(e) => field.onChange(e.target.value as EnquiryType)} aria-busy={types.isLoading || undefined}>
                          {(typeOptions.length ? typeOptions : ENQUIRY_TYPES).map((k) => (
                            <option key={k} value={k}>
                              {i18n._(ENQUIRY_TYPE_LABELS[k])}
                            </option>
                          ))}
                        </NativeSelect>
                      </FormControl>
                      <FormMessage />
                    </FormItem>
                  )}
                />
                <TextFormField name="ticketNo" label={t`Ticket no. *`} autoComplete="off" maxLength={40} />
                <TextFormField name="city" label={t`City`} autoComplete="off" maxLength={100} />
                <TextFormField name="content" label={t`Content`} className="sm:col-span-2" rows={3} maxLength={5000} />
              </fieldset>
              <section className="grid gap-2" aria-labelledby="enquiry-attachments-heading">
                <h3 id="enquiry-attachments-heading" className="text-sm font-medium">
                  {t`Attachments`}
                </h3>
                <Thumbnails urls={attachments} onOpen={setViewing} label={t`Attachments`} />
              </section>
              <fieldset className="grid gap-4 rounded-md border p-3 sm:grid-cols-2" data-testid="enquiry-resolving">
                <legend className="px-1 text-sm font-semibold">{t`Resolving`}</legend>
                <FormField
                  control={form.control}
                  name="active"
                  render={({ field }) => (
                    <FormItem>
                      <FormLabel>{t`Active`}</FormLabel>
                      <FormControl>
                        <NativeSelect
                          name={field.name}
                          ref={field.ref}
                          onBlur={field.onBlur}
                          disabled={viewOnly}
                          value={field.value === false ? 'false' : 'true'}
                          onChange={(e) => field.onChange(e.target.value === 'true')}
                        >
                          <option value="true">{t`Yes`}</option>
                          <option value="false">{t`No`}</option>
                        </NativeSelect>
                      </FormControl>
                      <FormMessage />
                    </FormItem>
                  )}
                />
                <FormField
                  control={form.control}
                  name="status"
                  render={({ field }) => (
                    <FormItem>
                      <FormLabel>{t`Status`}</FormLabel>
                      <FormControl>
                        <NativeSelect {...field} disabled={viewOnly} value={field.value ?? 'open'} onChange={(e) => field.onChange(e.target.value as EnquiryStatus)}>
                          {ENQUIRY_STATUSES.map((s) => (
                            <option key={s} value={s}>
                              {i18n._(ENQUIRY_STATUS_LABELS[s])}
                            </option>
                          ))}
                        </NativeSelect>
                      </FormControl>
                      <FormMessage />
                    </FormItem>
                  )}
                />
                <TextFormField name="resolved.resolver.fname" label={t`Resolver first name`} disabled={viewOnly} autoComplete="off" maxLength={100} />
                <TextFormField name="resolved.remark" label={t`Remarks`} className="sm:col-span-2" rows={2} disabled={viewOnly} maxLength={2000} />
                <div className="grid gap-2 sm:col-span-2">
                  {!viewOnly && (
                    <div className="flex flex-wrap items-center gap-2">
                      <label htmlFor="enquiry-image-input" className="text-sm font-medium">
                        {t`Upload resolution image (PNG or JPEG, up to 3 MB)`}
                      </label>
                      <input
                        id="enquiry-image-input"
                        ref={fileRef}
                        type="file"
                        name="resolutionImage"
                        accept="image/png,image/jpeg"
                        disabled={busy || resolvedImages.length >= MAX_ENQUIRY_IMAGES}
                        className="text-sm file:mr-2 file:rounded-md file:border file:px-2 file:py-1 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                        onChange={(e) => {
                          const f = e.target.files?.[0]
                          e.target.value = ''
                          if (f) void addImage(f)
                        }}
                      />
                      {busy && (
                        <span role="status" className="text-sm text-muted-foreground" data-testid={compressing ? 'enquiry-compressing' : 'enquiry-uploading'}>
                          {compressing ? i18n._(enquiryMessages.compressing) : t`Uploading…`}
                        </span>
                      )}
                    </div>
                  )}
                  <ImageTable
                    urls={resolvedImages}
                    readOnly={viewOnly}
                    onOpen={setViewing}
                    onDelete={(u) =>
                      form.setValue(
                        'resolved.attachment',
                        resolvedImages.filter((x) => x !== u),
                        { shouldDirty: true },
                      )
                    }
                  />
                </div>
              </fieldset>
              <RecordDialogFooter mode={state?.mode ?? 'view'} pending={save.isPending || busy} onClose={() => onOpenChange(false)} />
            </form>
          </Form>
        )}
        <ImageViewer url={viewing} onClose={() => setViewing(null)} />
      </DialogContent>
    </Dialog>
  )
}
