import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { ExternalLinkIcon } from 'lucide-react'
import { LazyMap } from '@/components/map'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { OptionSelect } from '@/components/ui/select'
import { useServiceCentres } from '../api'
import { directionsUrl } from '../stations'

/**
 * Service Stations (spec 001 section 2): the centres on the shared offline map (Bangalore at zoom 13 until one is
 * chosen), Directions to the chosen centre (opens the maps site in a new tab) and View More (the service centres
 * screen). A failed call shows the retry in place of the map.
 */
export function StationsCard() {
  const { t } = useLingui()
  const centres = useServiceCentres()
  const located = (centres.data?.rows ?? []).filter((c) => c.location !== null)
  const [chosenId, setChosenId] = useState('')
  const chosen = located.find((c) => c._id === chosenId) ?? located[0]
  return (
    <Card className="gap-3 py-4" data-testid="card-service-stations" data-state={centres.isError ? 'error' : 'ready'}>
      <CardHeader className="flex flex-wrap items-center gap-2 px-4">
        <CardTitle>
          <h2 className="text-base">{t`Service Stations`}</h2>
        </CardTitle>
        <div className="ms-auto flex flex-wrap items-center gap-2">
          <OptionSelect
            aria-label={t`Service station`}
            className="h-8 w-56"
            options={located.map((c) => ({ value: c._id, label: c.title }))}
            value={chosen?._id ?? ''}
            onValueChange={setChosenId}
          />
          {chosen?.location ? (
            <a
              href={directionsUrl(chosen.location.coordinates)}
              target="_blank"
              rel="noreferrer noopener"
              className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
              data-testid="station-directions"
            >
              <Trans>Directions</Trans>
              <ExternalLinkIcon className="size-3" aria-hidden="true" />
            </a>
          ) : null}
          <Link
            to="/admin/servicecenter"
            className="text-sm text-primary underline-offset-4 hover:underline"
            data-testid="station-view-more"
          >
            <Trans>View More</Trans>
          </Link>
        </div>
      </CardHeader>
      <CardContent className="px-4">
        {centres.isError ? (
          <div
            role="status"
            className="grid h-[280px] place-items-center gap-2 rounded border border-dashed text-sm text-muted-foreground"
            data-slot="chart-retry"
          >
            <p>
              <Trans>The figures could not be loaded.</Trans>
            </p>
            <button type="button" className="underline" onClick={() => void centres.refetch()}>
              <Trans>Retry</Trans>
            </button>
          </div>
        ) : (
          <LazyMap
            label={t`Service stations on the map`}
            value={chosen?.location?.coordinates ?? null}
            markers={located.map((c) => ({ id: c._id, coordinates: c.location!.coordinates, label: c.title }))}
            height={280}
            testId="stations-map"
          />
        )}
      </CardContent>
    </Card>
  )
}
