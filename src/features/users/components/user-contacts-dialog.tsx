import { useEffect, useId, useRef, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { CallLogRow, CallType, ContactRow } from '@shared/api/user-activity'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { useFooterCommands } from '@/lib/use-footer-commands'
import { useCallHistory, useUserContacts } from '../activity-api'
import { formatDateMinutes, formatDuration, textOrDash } from './activity-format'
import { ActivityPager, ActivityTable, type ActivityColumn } from './activity-table'

interface ContactsUser {
  id: string
  fname: string
  mobileNo: string
  userType: string
}

/** How long the search waits after the last keystroke. */
const SEARCH_DEBOUNCE_MS = 300

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return debounced
}

/**
 * The contacts dialog of the users screen, for worker and scc rows (spec 000 section 2): the phone contacts of that
 * user, searchable by name or number and paged; a double click or Enter on a contact opens its call history below
 * the table (stat tiles and call logs, at most 300 px high). Open while `user` is set.
 */
export function UserContactsDialog({ user, onOpenChange }: { user: ContactsUser | null; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui()
  const open = user !== null
  const contentRef = useRef<HTMLDivElement>(null)
  useFooterCommands(open, () => contentRef.current, { 'action.close': () => onOpenChange(false) })

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent ref={contentRef} className="max-h-[90vh] overflow-y-auto sm:max-w-4xl">
        <DialogHeader>
          <DialogTitle>{user ? t`Contacts of ${user.fname}` : t`Contacts`}</DialogTitle>
          <DialogDescription>{t`Double-click a contact, or press Enter on it, to see the call history with it.`}</DialogDescription>
        </DialogHeader>
        {user && <ContactsBody key={user.id} recordId={user.id} workerMobileNo={user.mobileNo} />}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {t`Close`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

interface ChosenContact {
  id: string
  name: string
  number: string
}

function ContactsBody({ recordId, workerMobileNo }: { recordId: string; workerMobileNo: string }) {
  const { t } = useLingui()
  const searchId = useId()
  const [search, setSearch] = useState('')
  const keyword = useDebounced(search, SEARCH_DEBOUNCE_MS)
  const [page, setPage] = useState(0)
  const [chosen, setChosen] = useState<ChosenContact | null>(null)
  const contacts = useUserContacts(recordId, { keyword, page })

  // A new search starts at the first page.
  const [lastKeyword, setLastKeyword] = useState(keyword)
  if (keyword !== lastKeyword) {
    setLastKeyword(keyword)
    setPage(0)
  }

  const columns: ActivityColumn<ContactRow>[] = [
    { id: 'name', header: t`Name`, cell: (r) => textOrDash(r.name) },
    { id: 'phone', header: t`Phone`, cell: (r) => textOrDash(r.phones[0]), className: 'whitespace-nowrap' },
    { id: 'otherPhones', header: t`Other numbers`, cell: (r) => textOrDash(r.phones.slice(1).join(', ')) },
  ]

  return (
    <div className="grid gap-3">
      <div className="grid max-w-sm gap-1.5">
        <Label htmlFor={searchId}>{t`Search contacts`}</Label>
        <Input
          id={searchId}
          type="search"
          value={search}
          autoFocus
          autoComplete="off"
          maxLength={100}
          placeholder={t`Name or phone number`}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      <ActivityTable
        caption={t`Contacts`}
        columns={columns}
        rows={contacts.data?.rows}
        rowKey={(r) => r._id}
        isPending={contacts.isFetching}
        isError={contacts.isError}
        onRetry={() => void contacts.refetch()}
        activeKey={chosen?.id ?? null}
        onRowActivate={(r) => {
          const number = r.phones[0]
          if (number) setChosen({ id: r._id, name: r.name, number })
        }}
      />
      <ActivityPager
        page={page}
        pages={contacts.data?.pages ?? 0}
        total={contacts.data?.filterRecords ?? 0}
        onPageChange={setPage}
        disabled={!contacts.data}
      />
      {chosen && <CallHistoryPanel recordId={recordId} workerMobileNo={workerMobileNo} contact={chosen} />}
    </div>
  )
}

/**
 * The call history with one contact, asked live from the worker's phone: incoming, outgoing and missed counts, then
 * the calls; at most 300 px high. Without a phone connected, 'Worker not logged in' shows above the logs the phone
 * reported before (if any).
 */
function CallHistoryPanel({ recordId, workerMobileNo, contact }: { recordId: string; workerMobileNo: string; contact: ChosenContact }) {
  const { t } = useLingui()
  const headingId = useId()
  const panelRef = useRef<HTMLElement>(null)
  const { stored, live, retry } = useCallHistory(recordId, contact.number, workerMobileNo)
  // A newly chosen contact's history comes into view below the table; the focus stays on the contact.
  useEffect(() => {
    panelRef.current?.scrollIntoView?.({ block: 'nearest' })
  }, [contact.id])
  const callTypes: Record<CallType, string> = {
    incoming: t`Incoming`,
    outgoing: t`Outgoing`,
    missed: t`Missed`,
    rejected: t`Rejected`,
  }
  const columns: ActivityColumn<CallLogRow>[] = [
    { id: 'name', header: t`Name`, cell: (r) => textOrDash(r.name) },
    { id: 'number', header: t`Number`, cell: (r) => r.number, className: 'whitespace-nowrap' },
    { id: 'type', header: t`Type`, cell: (r) => callTypes[r.callType] },
    { id: 'duration', header: t`Duration`, cell: (r) => formatDuration(r.duration), className: 'whitespace-nowrap' },
    { id: 'sim', header: t`SIM`, cell: (r) => textOrDash(r.simDisplayName) },
    { id: 'time', header: t`Time`, cell: (r) => formatDateMinutes(r.timestamp), className: 'whitespace-nowrap' },
  ]

  let notice: string | null = null
  if (live.state === 'asking') notice = t`Asking the worker's phone…`
  else if (live.state === 'not-logged-in') notice = t`Worker not logged in`
  else if (live.state === 'no-answer') notice = t`The worker's phone did not answer`
  else if (live.state === 'failed') notice = t`The call history could not be asked for`

  const isLive = live.state === 'live'
  const data = isLive ? live.data : stored.data
  const hasStored = !!stored.data && stored.data.logs.length > 0
  const showTable = isLive || hasStored || (live.state === 'asking' && stored.isPending) || stored.isError
  const stats = data?.stats

  return (
    // The panel scrolls by itself, so it is focusable for the keyboard.
    <section
      ref={panelRef}
      aria-labelledby={headingId}
      tabIndex={0}
      data-testid="call-history"
      data-state={live.state}
      className="grid max-h-[300px] gap-3 overflow-y-auto rounded-md border p-3 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <h3 id={headingId} className="text-sm font-semibold" aria-live="polite">
        {t`Call history with ${contact.name} (${contact.number})`}
      </h3>
      <div role="status" aria-live="polite" className="flex flex-wrap items-center justify-between gap-2 text-sm">
        {notice ? (
          <span className={live.state === 'asking' ? 'text-muted-foreground' : 'font-medium'}>{notice}</span>
        ) : (
          <span className="text-muted-foreground">{t`Live from the worker's phone`}</span>
        )}
        {live.state !== 'asking' && (
          <Button type="button" variant="outline" size="sm" data-testid="call-history-retry" onClick={retry}>
            {t`Ask again`}
          </Button>
        )}
      </div>
      {showTable && (
        <>
          {!isLive && hasStored && <p className="text-xs text-muted-foreground">{t`Calls the phone reported before:`}</p>}
          <dl className="grid grid-cols-3 gap-2">
            <StatTile label={t`Incoming`} value={stats?.incomingCount} />
            <StatTile label={t`Outgoing`} value={stats?.outgoingCount} />
            <StatTile label={t`Missed`} value={stats?.missedCount} />
          </dl>
          <ActivityTable
            caption={t`Call logs`}
            columns={columns}
            rows={data?.logs}
            rowKey={(r) => r._id}
            isPending={!isLive && stored.isFetching}
            isError={!isLive && stored.isError}
            onRetry={() => void stored.refetch()}
          />
        </>
      )}
    </section>
  )
}

function StatTile({ label, value }: { label: string; value: number | undefined }) {
  return (
    <div className="rounded-md border bg-muted/40 p-2 text-center">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">{value ?? '-'}</dd>
    </div>
  )
}
