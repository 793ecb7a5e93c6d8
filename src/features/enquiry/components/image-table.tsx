import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { IMAGE_TABLE_PAGE_SIZE } from '@shared/api/enquiry'
import { Button } from '@/components/ui/button'

interface Props {
  urls: readonly string[]
  readOnly: boolean
  onOpen: (url: string) => void
  onDelete: (url: string) => void
}

/** The resolution images: a table of 5 rows per page (spec 001 section 9) with open and delete per row. */
export function ImageTable({ urls, readOnly, onOpen, onDelete }: Props) {
  const { t } = useLingui()
  const [page, setPage] = useState(0)
  const pages = Math.max(1, Math.ceil(urls.length / IMAGE_TABLE_PAGE_SIZE))
  const current = Math.min(page, pages - 1)
  const rows = urls.slice(current * IMAGE_TABLE_PAGE_SIZE, (current + 1) * IMAGE_TABLE_PAGE_SIZE)
  return (
    <div className="grid gap-2">
      <table className="w-full text-sm" data-testid="enquiry-image-table">
        <caption className="sr-only">{t`Resolution images`}</caption>
        <thead>
          <tr className="border-b text-left">
            <th scope="col" className="py-1">{t`No.`}</th>
            <th scope="col" className="py-1">{t`Image`}</th>
            <th scope="col" className="py-1">
              <span className="sr-only">{t`Actions`}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={3} className="py-2 text-muted-foreground">
                {t`No Record Found`}
              </td>
            </tr>
          ) : (
            rows.map((u, i) => {
              const n = current * IMAGE_TABLE_PAGE_SIZE + i + 1
              return (
                <tr key={u} className="border-b" data-testid="enquiry-image-row">
                  <td className="py-1">{n}</td>
                  <td className="py-1">
                    <button
                      type="button"
                      className="rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                      onClick={() => onOpen(u)}
                      aria-label={t`Open image ${n} at full size`}
                    >
                      <img src={u} alt="" className="h-12 w-16 rounded object-cover" />
                    </button>
                  </td>
                  <td className="py-1 text-right">
                    {!readOnly && (
                      <Button type="button" variant="outline" size="sm" onClick={() => onDelete(u)} aria-label={t`Delete image ${n}`}>
                        {t`Delete`}
                      </Button>
                    )}
                  </td>
                </tr>
              )
            })
          )}
        </tbody>
      </table>
      {pages > 1 && (
        <nav className="flex items-center justify-end gap-2 text-sm" aria-label={t`Image pages`}>
          <Button type="button" variant="outline" size="sm" disabled={current === 0} onClick={() => setPage(current - 1)}>
            {t`Previous`}
          </Button>
          <span aria-live="polite">{t`Page ${current + 1} of ${pages}`}</span>
          <Button type="button" variant="outline" size="sm" disabled={current >= pages - 1} onClick={() => setPage(current + 1)}>
            {t`Next`}
          </Button>
        </nav>
      )}
    </div>
  )
}
