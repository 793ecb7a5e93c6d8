import { useEffect, useMemo, useRef, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useFieldArray, useForm } from 'react-hook-form'
import { toast } from 'sonner'
import {
  AD_COMPRESS_ABOVE,
  AD_POSITIONS,
  LINK_TYPES,
  needsImage,
  PRIORITIES,
  requiredFields,
  type LinkType,
} from '@shared/api/advertisement'
import { BUCKET_RULES } from '@shared/api/files'
import { RC } from '@shared/response-codes'
import { RecordDialogFooter, useRecordDialogCommands } from '@/components/record-dialog-footer'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { Input } from '@/components/ui/input'
import { Switch } from '@/components/ui/switch'
import { Textarea } from '@/components/ui/textarea'
import type { ActionSource } from '@/lib/api'
import { compressImage, IMAGE_TYPES } from '@/lib/image-compress'
import { answerText, reportAnswer } from '@/lib/report-answer'
import { useUpload } from '@/lib/upload'
import { placeCoordinates, useAdvertisement, useAdvertisementPages, usePlaces, useSaveAdvertisement } from '../api'
import { emptyValues, payloadOf, resolverFor, valuesOf, type Values } from '../form-values'
import { advertisementMessages as AMsg, advertisementServerTexts, LINK_TYPE_LABELS, POSITION_LABELS, PRIORITY_LABELS } from '../messages'

export type AdvertisementDialogState = { mode: 'new' } | { mode: 'edit' | 'view'; advId: string } | null


interface Props {
  state: AdvertisementDialogState
  onOpenChange: (open: boolean) => void
  onSaved: () => void
  onCloseAutoFocus?: (event: Event) => void
}

const selectClass =
  'h-9 w-full rounded-md border border-input bg-transparent px-3 py-1 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive disabled:opacity-50'

/**
 * The advertisement dialog (new, edit, view; spec 001 sections 3–5): every field of the ad; the mandatory fields follow
 * the link type (marked * and aria-required); changing the link type clears products, site link and images; internal
 * and external ads need an image; a dialog ad takes one list entry; the start is not after the end and, for a new ad,
 * not before today; the period defaults to now and 7 days later. Place search fills the place and its coordinates.
 * Images over 300 KB are compressed, over 3 MB refused; videos up to 50 MB. Reset and Save (Update in edit mode),
 * Ctrl/Cmd+S and Ctrl/Cmd+R; Esc closes.
 */
export function AdvertisementDialog({ state, onOpenChange, onSaved, onCloseAutoFocus }: Props) {
  const { t, i18n } = useLingui()
  const open = state !== null
  const advId = state && state.mode !== 'new' ? state.advId : null
  const isNew = state?.mode === 'new'
  const viewOnly = state?.mode === 'view'
  const details = useAdvertisement(advId)
  const pages = useAdvertisementPages(open)
  const save = useSaveAdvertisement()
  const upload = useUpload()
  const [content, setContent] = useState<HTMLDivElement | null>(null)

  const defaults = useMemo<Values>(() => (state?.mode !== 'new' && details.data ? valuesOf(details.data) : emptyValues()), [state, details.data])
  const resolver = useMemo(() => resolverFor(isNew), [isNew])
  const form = useForm<Values>({ resolver, defaultValues: defaults })
  useEffect(() => {
    form.reset(defaults)
  }, [defaults, form])
  const list = useFieldArray({ control: form.control, name: 'advertisementList' as never })

  const typeOfLink = form.watch('typeOfLink') as LinkType | ''
  const required = new Set<string>(requiredFields(typeOfLink || undefined))
  if (needsImage(typeOfLink || undefined)) required.add('images')
  const images = form.watch('images')
  const mark = (name: string) => (required.has(name) ? ' *' : '')

  const focusFirstInvalid = () => content?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  const submit = (source: ActionSource) => {
    if (viewOnly || save.isPending) return
    void form.handleSubmit((values) => {
      const payload = { ...payloadOf(values), ...(advId ? { AdvId: advId } : {}) }
      save.mutate(
        { payload, source },
        {
          onSuccess: (answer) => {
            if (reportAnswer(i18n, answer, advId ? AMsg.updated : AMsg.saved, advertisementServerTexts)) {
              onSaved()
              onOpenChange(false)
            } else if (answer.responseCode === RC.DUPLICATE) {
              form.setError('title', { message: 'Duplicate Records' }, { shouldFocus: true })
            }
          },
        },
      )
    }, focusFirstInvalid)()
  }
  const reset = () => {
    form.reset(defaults)
    content?.querySelector<HTMLInputElement>('input[name="title"]')?.focus()
  }
  useRecordDialogCommands(open, state?.mode ?? 'view', () => content, { submit, reset, close: () => onOpenChange(false) })

  /** Changing the link type clears products, site link and images (spec 001 section 4). */
  const changeType = (next: string) => {
    form.setValue('typeOfLink', next, { shouldDirty: true })
    form.setValue('products', '')
    form.setValue('siteLink', '')
    form.setValue('images', [])
    form.clearErrors()
  }

  const imageInput = useRef<HTMLInputElement>(null)
  const videoInput = useRef<HTMLInputElement>(null)
  const uploadFile = async (file: File, bucket: 'logo' | 'videos'): Promise<string | null> => {
    const answer = await upload.mutateAsync({ file, bucket, source: 'pointer' })
    if (answer.responseCode !== RC.SUCCESS || !answer.data?.attachmentUrl[0]) {
      if (answer.responseCode !== RC.NO_PERMISSION) toast.error(answerText(i18n, advertisementServerTexts, answer.message))
      return null
    }
    return answer.data.attachmentUrl[0]
  }
  const onImage = async (chosen: File | undefined) => {
    if (!chosen) return
    if (!(IMAGE_TYPES as readonly string[]).includes(chosen.type)) return void toast.error(i18n._(AMsg.onlyImages))
    if (chosen.size > BUCKET_RULES.logo.maxBytes) return void toast.error(i18n._(AMsg.imageTooLarge))
    let file = chosen
    if (file.size > AD_COMPRESS_ABOVE) {
      const pending = toast.loading(i18n._(AMsg.compressing))
      try {
        file = await compressImage(file)
      } finally {
        toast.dismiss(pending)
      }
    }
    const url = await uploadFile(file, 'logo').catch(() => null)
    if (url) {
      form.setValue('images', [...form.getValues('images'), url], { shouldDirty: true })
      form.clearErrors('images')
      toast.success(i18n._(AMsg.uploaded))
    }
  }
  const onVideo = async (file: File | undefined) => {
    if (!file) return
    if (!(['video/mp4', 'video/webm'] as string[]).includes(file.type)) return void toast.error(i18n._(AMsg.onlyVideos))
    if (file.size > BUCKET_RULES.videos.maxBytes) return void toast.error(i18n._(AMsg.videoTooLarge))
    const url = await uploadFile(file, 'videos').catch(() => null)
    if (url) {
      form.setValue('videoLink', url, { shouldDirty: true })
      toast.success(i18n._(AMsg.uploaded))
    }
  }

  const [placeText, setPlaceText] = useState('')
  const places = usePlaces(open && !viewOnly ? placeText : '')
  const choosePlace = async (placeId: string, description: string) => {
    try {
      const p = await placeCoordinates(placeId)
      form.setValue('locationName', description, { shouldDirty: true })
      form.setValue('latitude', String(p.geometry.location.lat), { shouldDirty: true })
      form.setValue('longitude', String(p.geometry.location.lng), { shouldDirty: true })
      if (p.city) form.setValue('city', p.city, { shouldDirty: true })
      if (p.township) form.setValue('township', p.township, { shouldDirty: true })
      setPlaceText('')
    } catch {
      toast.error(i18n._(advertisementServerTexts.get('Place search is unavailable, please try after some time')!))
    }
  }

  const title = isNew ? t`New advertisement` : viewOnly ? t`View advertisement` : t`Edit advertisement`
  const loading = advId !== null && details.isLoading
  const failed = advId !== null && details.isError

  const text = (name: keyof Values, label: string, opts: { multiline?: boolean; type?: string; maxLength?: number; inputMode?: 'decimal' } = {}) => (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem className={opts.multiline ? 'sm:col-span-2' : undefined}>
          <FormLabel>
            {label}
            {mark(name)}
          </FormLabel>
          <FormControl>
            {opts.multiline ? (
              <Textarea {...field} value={field.value as string} rows={3} aria-required={required.has(name)} />
            ) : (
              <Input
                {...field}
                value={field.value as string}
                type={opts.type ?? 'text'}
                inputMode={opts.inputMode}
                maxLength={opts.maxLength}
                autoComplete="off"
                aria-required={required.has(name)}
              />
            )}
          </FormControl>
          <FormMessage role="alert" />
        </FormItem>
      )}
    />
  )
  const select = (name: keyof Values, label: string, options: readonly { value: string; label: string }[], onChange?: (v: string) => void) => (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>
            {label}
            {mark(name)}
          </FormLabel>
          <FormControl>
            <select
              className={selectClass}
              name={field.name}
              ref={field.ref}
              value={field.value as string}
              onBlur={field.onBlur}
              onChange={(e) => (onChange ? onChange(e.target.value) : field.onChange(e.target.value))}
              aria-required={required.has(name)}
            >
              <option value="">{t`Select`}</option>
              {options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </FormControl>
          <FormMessage role="alert" />
        </FormItem>
      )}
    />
  )

  const imagesError = form.formState.errors.images?.message
  const listError = form.formState.errors.advertisementList?.message
  const dialogFull = typeOfLink === 'dialog' && list.fields.length >= 1

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        ref={setContent}
        data-testid="advertisement-dialog"
        className="max-h-[90vh] overflow-y-auto sm:max-w-4xl"
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{viewOnly ? t`The advertisement and where it is shown.` : t`Fields marked * are required; they depend on the type of link.`}</DialogDescription>
        </DialogHeader>
        {loading ? (
          <p role="status">{t`Loading…`}</p>
        ) : failed ? (
          <p role="alert">{t`The advertisement could not be loaded.`}</p>
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
                {text('title', t`Title`, { maxLength: 200 })}
                {text('titleMy', t`Title (Myanmar)`, { maxLength: 200 })}
                {select(
                  'typeOfLink',
                  t`Type of Link`,
                  LINK_TYPES.map((v) => ({ value: v, label: i18n._(LINK_TYPE_LABELS[v]) })),
                  changeType,
                )}
                {select(
                  'adPosition',
                  t`Ad Position`,
                  AD_POSITIONS.map((v) => ({ value: v, label: i18n._(POSITION_LABELS[v]) })),
                )}
                {select(
                  'advertisementPage',
                  t`Advertisement Page`,
                  (pages.data ?? []).map((name) => ({ value: name, label: name })),
                )}
                {select(
                  'priority',
                  t`Priority`,
                  PRIORITIES.map((v) => ({ value: v, label: i18n._(PRIORITY_LABELS[v]) })),
                )}
                {text('description', t`Description`, { multiline: true })}
                {text('tagline', t`Tagline`, { maxLength: 200 })}
                {text('category', t`Category`, { maxLength: 100 })}
                {text('subCategory', t`Sub Category`, { maxLength: 100 })}
                {text('searchKey', t`Search Key`, { maxLength: 200 })}
                {text('siteLink', t`Site Link`, { type: 'url' })}
                {text('products', t`Products (comma separated)`)}
                {text('startAt', t`Start`, { type: 'datetime-local' })}
                {text('endAt', t`End`, { type: 'datetime-local' })}

                <div className="grid gap-2 sm:col-span-2" data-testid="advertisement-images">
                  <span className="text-sm font-medium" id="adv-images-label">
                    {t`Banner Images`}
                    {mark('images')}
                  </span>
                  <ul className="flex flex-wrap gap-2" aria-labelledby="adv-images-label">
                    {images.map((url, i) => (
                      <li key={url} className="relative">
                        <img src={url} alt={t`Image ${i + 1}`} className="h-20 w-36 rounded border object-cover" />
                        {!viewOnly && (
                          <Button
                            type="button"
                            size="sm"
                            variant="outline"
                            className="mt-1 w-full"
                            onClick={() =>
                              form.setValue(
                                'images',
                                images.filter((u) => u !== url),
                                { shouldDirty: true },
                              )
                            }
                          >
                            {t`Remove image ${i + 1}`}
                          </Button>
                        )}
                      </li>
                    ))}
                  </ul>
                  {!viewOnly && (
                    <div>
                      <input
                        ref={imageInput}
                        type="file"
                        accept="image/png,image/jpeg"
                        className="sr-only"
                        data-testid="advertisement-image-input"
                        aria-label={t`Upload image`}
                        onChange={(e) => {
                          void onImage(e.target.files?.[0])
                          e.target.value = ''
                        }}
                      />
                      <Button type="button" variant="outline" disabled={upload.isPending} onClick={() => imageInput.current?.click()}>
                        {t`Upload image`}
                      </Button>
                    </div>
                  )}
                  {imagesError && (
                    <p role="alert" className="text-sm text-destructive" data-testid="advertisement-images-error">
                      {answerText(i18n, advertisementServerTexts, imagesError)}
                    </p>
                  )}
                </div>

                <div className="grid gap-2 sm:col-span-2">
                  {text('videoLink', t`Video Link`)}
                  {!viewOnly && (
                    <div>
                      <input
                        ref={videoInput}
                        type="file"
                        accept="video/mp4,video/webm"
                        className="sr-only"
                        data-testid="advertisement-video-input"
                        aria-label={t`Upload video`}
                        onChange={(e) => {
                          void onVideo(e.target.files?.[0])
                          e.target.value = ''
                        }}
                      />
                      <Button type="button" variant="outline" disabled={upload.isPending} onClick={() => videoInput.current?.click()}>
                        {t`Upload video`}
                      </Button>
                    </div>
                  )}
                </div>

                <fieldset className="grid gap-2 rounded border p-3 sm:col-span-2" data-testid="advertisement-list">
                  <legend className="px-1 text-sm font-medium">{t`Advertisement list (dialog image)`}</legend>
                  {list.fields.map((item, i) => (
                    <div key={item.id} className="grid gap-2 sm:grid-cols-[2fr_2fr_1fr_auto]">
                      <Input {...form.register(`advertisementList.${i}.mediaUrl` as const)} aria-label={t`Media URL ${i + 1}`} />
                      <Input {...form.register(`advertisementList.${i}.siteLink` as const)} aria-label={t`Site link ${i + 1}`} />
                      <Input {...form.register(`advertisementList.${i}.category` as const)} aria-label={t`Category ${i + 1}`} />
                      {!viewOnly && (
                        <Button type="button" variant="outline" onClick={() => list.remove(i)}>
                          {t`Remove entry ${i + 1}`}
                        </Button>
                      )}
                    </div>
                  ))}
                  {!viewOnly && (
                    <div>
                      <Button
                        type="button"
                        variant="outline"
                        disabled={dialogFull}
                        data-testid="advertisement-list-add"
                        onClick={() => list.append({ mediaUrl: '', siteLink: '', category: '' } as never)}
                      >
                        {t`Add entry`}
                      </Button>
                    </div>
                  )}
                  {listError && (
                    <p role="alert" className="text-sm text-destructive">
                      {answerText(i18n, advertisementServerTexts, listError)}
                    </p>
                  )}
                </fieldset>

                <div className="grid gap-2 sm:col-span-2">
                  {!viewOnly && (
                    <div className="grid gap-1">
                      <label htmlFor="adv-place-search" className="text-sm font-medium">
                        {t`Search place`}
                      </label>
                      <Input
                        id="adv-place-search"
                        data-testid="advertisement-place-search"
                        value={placeText}
                        autoComplete="off"
                        onChange={(e) => setPlaceText(e.target.value)}
                      />
                      {placeText.trim().length >= 2 && (places.data?.length ?? 0) > 0 && (
                        <ul className="grid gap-1 rounded border p-1" aria-label={t`Places`} data-testid="advertisement-places">
                          {places.data!.map((p) => (
                            <li key={p.place_id}>
                              <Button type="button" variant="ghost" className="w-full justify-start" onClick={() => void choosePlace(p.place_id, p.description)}>
                                {p.description}
                              </Button>
                            </li>
                          ))}
                        </ul>
                      )}
                    </div>
                  )}
                </div>
                {text('locationName', t`Location`)}
                {text('city', t`City`, { maxLength: 100 })}
                {text('township', t`Township`, { maxLength: 100 })}
                {text('latitude', t`Latitude`, { inputMode: 'decimal' })}
                {text('longitude', t`Longitude`, { inputMode: 'decimal' })}

                <FormField
                  control={form.control}
                  name="published"
                  render={({ field }) => (
                    <FormItem className="flex items-center gap-2">
                      <FormControl>
                        <Switch name="published" checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} />
                      </FormControl>
                      <FormLabel>{t`Published`}</FormLabel>
                    </FormItem>
                  )}
                />
                <FormField
                  control={form.control}
                  name="active"
                  render={({ field }) => (
                    <FormItem className="flex items-center gap-2">
                      <FormControl>
                        <Switch name="active" checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} />
                      </FormControl>
                      <FormLabel>{t`Active`}</FormLabel>
                    </FormItem>
                  )}
                />
              </fieldset>
              {details.data && (
                <p className="text-sm text-muted-foreground" data-testid="advertisement-clicks">
                  {t`Total clicks: ${details.data.totalClick}`}
                </p>
              )}
              <RecordDialogFooter mode={state?.mode ?? 'view'} pending={save.isPending} onReset={reset} onClose={() => onOpenChange(false)} />
            </form>
          </Form>
        )}
      </DialogContent>
    </Dialog>
  )
}
