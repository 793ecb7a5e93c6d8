import { useRef } from 'react'
import { formatDateTime } from '@/components/data-table/formatters'
import { Trans, useLingui } from '@lingui/react/macro'
import { useVirtualizer } from '@tanstack/react-virtual'
import type { TrackingLine } from '@shared/api/tracking'
import type { TrackingRow } from '@shared/api/tracking.table'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { downloadUrl, useLinesPage } from '../api'

const ROW = 28
const PAGE = 200

const COLUMNS: { key: keyof TrackingLine; width: number; digits?: number }[] = [
  { key: 'line', width: 64 },
  { key: 'timestamp', width: 190 },
  { key: 'latitude', width: 96, digits: 6 },
  { key: 'longitude', width: 96, digits: 6 },
  { key: 'speed', width: 70, digits: 1 },
  { key: 'batteryVoltage', width: 80, digits: 2 },
  { key: 'batteryCurrent', width: 80, digits: 2 },
  { key: 'motorCurrent', width: 80, digits: 2 },
  { key: 'controllerTemperature', width: 80, digits: 1 },
  { key: 'batteryTemperature', width: 80, digits: 1 },
  { key: 'stateOfCharge', width: 64, digits: 1 },
  { key: 'faultCode', width: 90 },
]

function cell(line: TrackingLine, key: keyof TrackingLine, digits?: number): string {
  const v = line[key]
  if (v === null) return ''
  if (key === 'timestamp') return formatDateTime(new Date(v as number))
  return typeof v === 'number' && digits !== undefined ? v.toFixed(digits) : String(v)
}

/**
 * View Tracking Logs (spec 002): the log's valid lines in time order, a virtualized table (only the rows in view are
 * in the DOM) read from the server 200 lines at a time as it scrolls; the refused lines and the original file.
 */
export function LinesDialog({ log, onOpenChange }: { log: TrackingRow | null; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui()
  const scrollRef = useRef<HTMLDivElement>(null)
  const total = log?.lineCount ?? 0
  const virtualizer = useVirtualizer({ count: total, getScrollElement: () => scrollRef.current, estimateSize: () => ROW, overscan: 12 })
  const items = virtualizer.getVirtualItems()
  const first = items[0]?.index ?? 0
  const last = items[items.length - 1]?.index ?? 0
  const pageA = Math.floor(first / PAGE)
  const pageB = Math.floor(last / PAGE)
  const a = useLinesPage(log?._id ?? null, pageA, PAGE)
  const b = useLinesPage(pageB !== pageA ? (log?._id ?? null) : null, pageB, PAGE)
  const lineAt = (i: number): TrackingLine | undefined => {
    const page = Math.floor(i / PAGE)
    const data = page === pageA ? a.data : page === pageB ? b.data : undefined
    return data?.lines[i - page * PAGE]
  }
  const headers: Record<keyof TrackingLine, string> = {
    line: t`Line`,
    timestamp: t`Time`,
    latitude: t`Latitude`,
    longitude: t`Longitude`,
    speed: t`Speed`,
    batteryVoltage: t`Battery V`,
    batteryCurrent: t`Battery A`,
    motorCurrent: t`Motor A`,
    controllerTemperature: t`Controller °C`,
    batteryTemperature: t`Battery °C`,
    stateOfCharge: t`SoC %`,
    faultCode: t`Fault`,
  }
  const width = COLUMNS.reduce((s, c) => s + c.width, 0)

  return (
    <Dialog open={log !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-[min(96vw,1280px)] sm:max-w-[min(96vw,1280px)]" data-testid="tracking-lines-dialog">
        <DialogHeader>
          <DialogTitle>
            <Trans>View Tracking Logs</Trans>
          </DialogTitle>
          <DialogDescription>
            {log ? t`${log.deviceName} · ${log.fileName} · ${log.lineCount} lines, ${log.badLineCount} refused` : null}
          </DialogDescription>
        </DialogHeader>
        <div
          ref={scrollRef}
          className="h-[60vh] overflow-auto rounded-md border text-xs"
          role="table"
          aria-rowcount={total + 1}
          tabIndex={0}
          data-testid="tracking-lines"
        >
          <div style={{ width, height: virtualizer.getTotalSize() + ROW, position: 'relative' }}>
            <div role="row" className="sticky top-0 z-10 flex bg-muted font-medium" style={{ height: ROW }}>
              {COLUMNS.map((c) => (
                <div key={c.key} role="columnheader" className="truncate px-2 leading-7" style={{ width: c.width }}>
                  {headers[c.key]}
                </div>
              ))}
            </div>
            {items.map((item) => {
              const line = lineAt(item.index)
              return (
                <div
                  key={item.key}
                  role="row"
                  aria-rowindex={item.index + 2}
                  className={line?.faultCode ? 'absolute left-0 flex bg-amber-50 dark:bg-amber-950' : 'absolute left-0 flex border-b'}
                  style={{ top: item.start + ROW, height: ROW }}
                >
                  {COLUMNS.map((c) => (
                    <div key={c.key} role="cell" className="truncate px-2 leading-7 tabular-nums" style={{ width: c.width }}>
                      {line ? cell(line, c.key, c.digits) : '…'}
                    </div>
                  ))}
                </div>
              )
            })}
          </div>
        </div>
        {log && log.badLineCount > 0 ? (
          <p className="text-xs text-muted-foreground">
            <Trans>Refused lines are counted in the table; the original file keeps them.</Trans>
          </p>
        ) : null}
        <div className="flex justify-end">
          <Button asChild variant="outline">
            <a href={log ? downloadUrl(log._id) : undefined} download>
              <Trans>Download original file</Trans>
            </a>
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  )
}
