import type { CountSeriesAnswer } from '@shared/api/dashboard'
import { dayIdText } from './dates'

/** The booking counts as a sheet's rows: the period (dd/MM/yyyy, MM/yyyy or yyyy) and its count. */
export function bookingCountRows(answer: CountSeriesAnswer | undefined): [string, number][] {
  return (answer?.result ?? []).map((r) => [dayIdText(r._id), r.count])
}

/**
 * Writes the booking counts as an xlsx file through the tables' shared streaming writer (loaded on first use, so it
 * stays out of the first page) and saves it as the page name plus today's date (spec 001 section 7, "Export").
 */
export async function downloadBookingCounts(
  answer: CountSeriesAnswer | undefined,
  header: { period: string; count: string; sheet: string },
  pageName: string,
): Promise<void> {
  const [{ createStreamingWorkbook }, { saveFile }, { exportFileName }] = await Promise.all([
    import('@/components/data-table/export/writers/streaming-writer'),
    import('@/components/data-table/export/run-export'),
    import('@/components/data-table/formatters'),
  ])
  const book = createStreamingWorkbook([{ name: header.sheet, header: [header.period, header.count], widths: [16, 12] }])
  for (const row of bookingCountRows(answer)) book.add(0, row)
  saveFile(await book.finish(), exportFileName(pageName, new Date()))
}
