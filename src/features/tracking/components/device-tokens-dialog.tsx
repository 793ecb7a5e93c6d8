import { useState, type FormEvent } from 'react'
import { formatDateTime } from '@/components/data-table/formatters'
import { Trans, useLingui } from '@lingui/react/macro'
import { TRACKING_MESSAGES as TM } from '@shared/api/tracking'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { useDeviceWrites, useDevices } from '../api'

/**
 * The devices' upload tokens (issue 21): issue one for a device (name, vehicle number), shown once to copy into the
 * unit; revoke one, after which its uploads are refused. The list shows each device's state and last upload.
 */
export function DeviceTokensDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui()
  const devices = useDevices(open)
  const { issue, revoke } = useDeviceWrites()
  const [name, setName] = useState('')
  const [vehicleNo, setVehicleNo] = useState('')
  const [issued, setIssued] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const messages: Record<string, string> = {
    [TM.deviceName]: t`Please enter the device name (up to 60 characters)`,
    [TM.vehicleNo]: t`Please enter a valid vehicle number`,
    [TM.deviceExists]: t`A device with this name already has an active token`,
    [TM.unknownDevice]: t`Device not found or already revoked`,
  }
  const say = (m?: string) => setError(m ? (messages[m] ?? t`The request was refused`) : null)

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    setIssued(null)
    const a = await issue.mutateAsync({ name, vehicleNo })
    if (a.responseCode === 109 && a.data) {
      setIssued(a.data.token)
      setName('')
      setVehicleNo('')
      say()
    } else say(a.message)
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (!o) setIssued(null)
        onOpenChange(o)
      }}
    >
      <DialogContent className="sm:max-w-2xl" data-testid="device-tokens-dialog">
        <DialogHeader>
          <DialogTitle>
            <Trans>Device tokens</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>A device uploads its logs with its token. The token is shown once; revoke it when a unit is lost or replaced.</Trans>
          </DialogDescription>
        </DialogHeader>
        <form className="grid grid-cols-[1fr_1fr_auto] items-end gap-2" onSubmit={(e) => void submit(e)}>
          <div className="grid gap-1">
            <Label htmlFor="device-name">
              <Trans>Device Name</Trans>
            </Label>
            <Input id="device-name" value={name} onChange={(e) => setName(e.target.value)} maxLength={60} autoFocus />
          </div>
          <div className="grid gap-1">
            <Label htmlFor="device-vehicle">
              <Trans>Vehicle No.</Trans>
            </Label>
            <Input id="device-vehicle" value={vehicleNo} onChange={(e) => setVehicleNo(e.target.value)} maxLength={20} />
          </div>
          <Button type="submit" disabled={issue.isPending}>
            <Trans>Issue token</Trans>
          </Button>
        </form>
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        {issued ? (
          <div className="grid gap-1 rounded-md border border-amber-400 p-2" data-testid="issued-token">
            <p className="text-sm">
              <Trans>Copy this token now: it is not shown again.</Trans>
            </p>
            <Input readOnly value={issued} onFocus={(e) => e.currentTarget.select()} aria-label={t`Device token`} />
          </div>
        ) : null}
        <ul className="max-h-72 divide-y overflow-auto rounded-md border text-sm" aria-label={t`Devices`}>
          {(devices.data?.devices ?? []).map((d) => (
            <li key={d._id} className="flex items-center gap-3 px-3 py-2">
              <span className="flex-1 truncate">
                {d.name}
                {d.vehicleNo ? <span className="text-muted-foreground"> · {d.vehicleNo}</span> : null}
              </span>
              <span className="text-xs text-muted-foreground">
                {d.lastUploadAt ? t`Last upload ${formatDateTime(d.lastUploadAt)}` : t`No upload yet`}
              </span>
              {d.revokedAt ? (
                <span className="text-xs text-destructive">
                  <Trans>Revoked</Trans>
                </span>
              ) : (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={revoke.isPending}
                  onClick={() => void revoke.mutateAsync(d._id).then((a) => say(a.responseCode === 109 ? undefined : a.message))}
                >
                  <Trans>Revoke</Trans>
                </Button>
              )}
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  )
}
