import { useId } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { ChevronLeftIcon, ChevronRightIcon, ChevronsLeftIcon, ChevronsRightIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { PAGE_SIZES } from './search-schema'

interface Props {
  /** 1-based. */
  page: number
  pages: number
  pageSize: number
  records: number
  estimated: boolean
  onPage: (page: number) => void
  onPageSize: (size: number) => void
}

/** Page size choice, the range shown, and first / previous / next / last (spec 001 sections 2 and 9). */
export function TablePagination({ page, pages, pageSize, records, estimated, onPage, onPageSize }: Props) {
  const { t, i18n } = useLingui()
  const sizeId = useId()
  const fmt = (n: number) => i18n.number(n)
  const first = records === 0 ? 0 : (page - 1) * pageSize + 1
  const last = Math.min(page * pageSize, records)
  const from = fmt(first)
  const to = fmt(last)
  const total = fmt(records)
  const current = fmt(pages === 0 ? 0 : page)
  const count = fmt(pages)
  const atStart = page <= 1
  const atEnd = page >= pages
  return (
    <nav aria-label={t`Pagination`} className="flex flex-wrap items-center justify-end gap-x-4 gap-y-2 py-2 text-sm">
      <div className="flex items-center gap-2">
        <label htmlFor={sizeId} className="text-muted-foreground">
          <Trans>Rows per page</Trans>
        </label>
        <select
          id={sizeId}
          value={pageSize}
          onChange={(e) => onPageSize(Number(e.target.value))}
          className="h-8 rounded-md border border-input bg-background px-2 text-sm"
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <p className="text-muted-foreground" aria-live="polite" data-slot="range">
        {estimated ? (
          <Trans>
            {from}–{to} of about {total}
          </Trans>
        ) : (
          <Trans>
            {from}–{to} of {total}
          </Trans>
        )}
      </p>
      <p className="text-muted-foreground" data-slot="page">
        <Trans>
          Page {current} of {count}
        </Trans>
      </p>
      <div className="flex items-center gap-1">
        <Button variant="outline" size="icon" className="size-8" aria-label={t`First page`} disabled={atStart} onClick={() => onPage(1)}>
          <ChevronsLeftIcon aria-hidden="true" />
        </Button>
        <Button
          variant="outline"
          size="icon"
          className="size-8"
          aria-label={t`Previous page`}
          disabled={atStart}
          onClick={() => onPage(page - 1)}
        >
          <ChevronLeftIcon aria-hidden="true" />
        </Button>
        <Button
          variant="outline"
          size="icon"
          className="size-8"
          aria-label={t`Next page`}
          disabled={atEnd}
          onClick={() => onPage(page + 1)}
        >
          <ChevronRightIcon aria-hidden="true" />
        </Button>
        <Button variant="outline" size="icon" className="size-8" aria-label={t`Last page`} disabled={atEnd} onClick={() => onPage(pages)}>
          <ChevronsRightIcon aria-hidden="true" />
        </Button>
      </div>
    </nav>
  )
}
