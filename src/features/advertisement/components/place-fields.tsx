import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useFormContext } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { toast } from '@/lib/toast'
import { placeCoordinates, usePlaces } from '../form-api'
import type { Values } from '../form-values'
import { advertisementMessages as AMsg } from '../messages'
import { AdTextField } from './link-fields'

/** The place search (2 characters or more) and the place's fields, which choosing a found place fills in. */
export function PlaceFields({ viewOnly }: { viewOnly: boolean }) {
  const { t, i18n } = useLingui()
  const form = useFormContext<Values>()
  const [placeText, setPlaceText] = useState('')
  const places = usePlaces(viewOnly ? '' : placeText)
  const found = placeText.trim().length >= 2 ? (places.data ?? []) : []

  const choose = async (placeId: string, description: string) => {
    try {
      const p = await placeCoordinates(placeId)
      form.setValue('locationName', description, { shouldDirty: true })
      form.setValue('latitude', String(p.geometry.location.lat), { shouldDirty: true })
      form.setValue('longitude', String(p.geometry.location.lng), { shouldDirty: true })
      if (p.city) form.setValue('city', p.city, { shouldDirty: true })
      if (p.township) form.setValue('township', p.township, { shouldDirty: true })
      setPlaceText('')
    } catch {
      toast.error(i18n._(AMsg.placesUnavailable))
    }
  }

  return (
    <>
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
            {found.length > 0 && (
              <ul className="grid gap-1 rounded border p-1" aria-label={t`Places`} data-testid="advertisement-places">
                {found.map((p) => (
                  <li key={p.place_id}>
                    <Button
                      type="button"
                      variant="ghost"
                      className="w-full justify-start"
                      onClick={() => void choose(p.place_id, p.description)}
                    >
                      {p.description}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
      <AdTextField name="locationName" label={t`Location`} />
      <AdTextField name="city" label={t`City`} maxLength={100} />
      <AdTextField name="township" label={t`Township`} maxLength={100} />
      <AdTextField name="latitude" label={t`Latitude`} inputMode="decimal" />
      <AdTextField name="longitude" label={t`Longitude`} inputMode="decimal" />
    </>
  )
}
