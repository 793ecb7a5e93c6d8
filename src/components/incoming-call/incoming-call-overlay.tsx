import { useEffect, useRef, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { PhoneIncomingIcon } from 'lucide-react'
import { AlertDialog } from 'radix-ui'
import { REALTIME_EVENTS, type IncomingCall } from '@shared/api/realtime'
import { Button } from '@/components/ui/button'
import { onRealtime } from '@/lib/realtime'
import { dismissCall, enqueueCall } from './call-queue'

/**
 * The incoming-call overlay (spec 000 section 2, Shell): when the telephony webhook reports a call to the signed-in
 * agent's number, an alert dialog shows the caller with Close and Continue: the name, city and number of the CRM lead
 * or customer the server found with that number, else the number once as an unknown caller. Continue (or Enter) opens
 * /admin/crm?mobileNo=<caller's 10 digits>; Esc or Close dismisses it. Calls arriving meanwhile queue behind it
 * (the count shows) and appear one after the other. The focus moves to Continue and returns where it was after the
 * last call.
 */
export function IncomingCallOverlay() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const [queue, setQueue] = useState<readonly IncomingCall[]>([])
  const continueRef = useRef<HTMLButtonElement>(null)

  useEffect(() => onRealtime(REALTIME_EVENTS.incomingCall, (event) => setQueue((q) => enqueueCall(q, event))), [])

  const call = queue[0]
  // The next queued call takes the focus back to Continue.
  const callId = call?.callId
  useEffect(() => {
    if (callId) continueRef.current?.focus()
  }, [callId])
  const waiting = queue.length - 1
  const callerKindLabel = !call?.callerName
    ? t`Unknown caller`
    : call.callerKind === 'customer'
      ? t`Customer`
      : call.callerKind === 'lead'
        ? t`Lead`
        : null
  const close = () => setQueue(dismissCall)
  const proceed = () => {
    if (!call) return
    setQueue(dismissCall)
    void navigate({ to: '/admin/crm', search: { mobileNo: call.callerMobileNo } })
  }

  return (
    <AlertDialog.Root open={call !== undefined} onOpenChange={(open) => !open && close()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content
          data-testid="incoming-call"
          className="fixed top-[50%] left-[50%] z-50 grid w-full max-w-[calc(100%-2rem)] translate-x-[-50%] translate-y-[-50%] gap-4 rounded-lg border bg-background p-6 shadow-lg outline-none sm:max-w-sm"
          onOpenAutoFocus={(e) => {
            e.preventDefault()
            continueRef.current?.focus()
          }}
          onKeyDown={(e) => {
            // Enter continues; on a button Enter activates that button as usual (Continue has the focus at first).
            if (e.key === 'Enter' && !(e.target instanceof HTMLButtonElement)) {
              e.preventDefault()
              proceed()
            }
          }}
        >
          {call && (
            <>
              <div className="flex items-center gap-3">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
                  <PhoneIncomingIcon aria-hidden="true" className="size-5" />
                </span>
                <AlertDialog.Title className="text-lg font-semibold">{t`Incoming call`}</AlertDialog.Title>
              </div>
              <AlertDialog.Description asChild>
                <div className="grid gap-1 text-center" data-testid="incoming-call-caller" data-kind={call.callerKind ?? 'unknown'}>
                  {callerKindLabel && <span className="text-sm text-muted-foreground">{callerKindLabel}</span>}
                  {call.callerName ? (
                    <>
                      <span className="text-2xl font-semibold break-words" data-testid="incoming-call-name">
                        {call.callerName}
                      </span>
                      <span className="text-muted-foreground tabular-nums">
                        {call.callerCity ? `${call.callerCity} · ${call.callerMobileNo}` : call.callerMobileNo}
                      </span>
                    </>
                  ) : (
                    <span className="text-2xl font-semibold tracking-wide tabular-nums">{call.callerMobileNo}</span>
                  )}
                </div>
              </AlertDialog.Description>
              {waiting > 0 && (
                <p
                  role="status"
                  data-testid="incoming-call-waiting"
                  data-count={waiting}
                  className="text-center text-sm text-muted-foreground"
                >
                  {waiting === 1 ? t`1 more call waiting` : t`${waiting} more calls waiting`}
                </p>
              )}
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <AlertDialog.Cancel asChild>
                  <Button type="button" variant="outline" data-testid="incoming-call-close">
                    {t`Close`}
                  </Button>
                </AlertDialog.Cancel>
                <Button ref={continueRef} type="button" data-testid="incoming-call-continue" onClick={proceed}>
                  {t`Continue`}
                </Button>
              </div>
            </>
          )}
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
