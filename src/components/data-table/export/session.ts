import { exportCell, type CellValue, type ExportColumn } from './cells'
import { LineSplitter } from './ndjson'

/** A sheet of the workbook: its name, header row and column widths (in characters). */
export interface SheetSpec {
  name: string
  header: CellValue[]
  widths?: number[]
}

/** Takes the rows of a workbook's sheets as they are ready and writes the xlsx file. */
export interface WorkbookSink {
  add(sheet: number, cells: CellValue[]): void
  finish(): Promise<ArrayBuffer>
}

/** A writer library: opens a workbook with these sheets (writers/). */
export type WorkbookWriter = (sheets: readonly SheetSpec[]) => WorkbookSink

export interface ExportConfig {
  columns: readonly ExportColumn[]
  /** The main sheet's name. */
  sheetName: string
  /**
   * The contract's extra sheets (`contract.sheets`), whose rows the server streams as `{"sheet": name, "cells": […]}`
   * lines; written after the main sheet.
   */
  sheets?: readonly SheetSpec[]
}

/** The stream ended with the server's error line (`{"responseCode":…,"message":…}`) instead of its done line. */
export class ExportStreamError extends Error {
  constructor(
    readonly responseCode: number,
    message: string,
  ) {
    super(message)
    this.name = 'ExportStreamError'
  }
}

/** A streamed sheet's cell: text or a number as sent, yes/no as true/false, anything else blank. */
const sheetCell = (v: unknown): CellValue =>
  typeof v === 'string' || typeof v === 'number' ? v : typeof v === 'boolean' ? String(v) : null

/** The first line of the export stream. */
interface StreamHeader {
  columns?: unknown
  total?: unknown
  totalEstimated?: unknown
}

/**
 * One export in the worker: takes the NDJSON stream's bytes as they arrive, turns each row into its cells at once and
 * hands them to the writer, which finishes the file when the stream is complete. Plain code
 * without worker globals, so the unit tests run it in Node.
 */
export class ExportSession {
  private readonly splitter = new LineSplitter()
  private readonly sink: WorkbookSink
  /** The sheet index of each streamed sheet, by name. */
  private readonly streamed = new Map<string, number>()
  /** Rows announced by the stream's first line. */
  total: number | null = null
  /** The announced total is an estimate. */
  estimated = false
  /** Rows received. */
  done = 0
  /** The stream's last line arrived (`{"done":true}`). */
  complete = false
  private expected: number | null = null

  constructor(
    private readonly config: ExportConfig,
    writer: WorkbookWriter,
  ) {
    this.sink = writer([
      { name: config.sheetName, header: config.columns.map((c) => c.header), widths: config.columns.map((c) => c.width ?? 16) },
      ...(config.sheets ?? []).map((s) => ({ ...s, widths: s.widths ?? s.header.map(() => 24) })),
    ])
    ;(config.sheets ?? []).forEach((s, i) => this.streamed.set(s.name, 1 + i))
  }

  /** Feeds a chunk of the stream. */
  push(chunk: Uint8Array): void {
    for (const line of this.splitter.push(chunk)) this.line(line)
  }

  /** Feeds rows that are already objects (the benchmark's synthetic rows, the tests). */
  pushRows(rows: readonly unknown[]): void {
    for (const row of rows) this.row(row)
  }

  /** The stream ended; throws when it ended before its last line. */
  end(): void {
    try {
      for (const line of this.splitter.end()) this.line(line)
    } catch {
      // A cut last line.
      this.complete = false
    }
    if (!this.complete) throw new Error('The export stream ended early')
    if (this.expected !== null && this.expected !== this.done)
      throw new Error(`The export stream announced ${this.expected} rows, sent ${this.done}`)
  }

  /** Writes the file (after `end`). */
  async write(): Promise<ArrayBuffer> {
    return this.sink.finish()
  }

  private line(line: string): void {
    // The done line is the last word: a server shutting down may still append its restart line to a whole stream.
    if (!line.trim() || this.complete) return
    const value: unknown = JSON.parse(line)
    if (!value || typeof value !== 'object') return
    const obj = value as Record<string, unknown>
    if (this.total === null && 'total' in obj && 'columns' in obj) {
      const header = obj as StreamHeader
      this.total = typeof header.total === 'number' ? header.total : 0
      this.estimated = header.totalEstimated === true
      return
    }
    // An error after the stream began comes in-band, as the last line.
    if (typeof obj.responseCode === 'number' && !('_id' in obj)) {
      throw new ExportStreamError(
        obj.responseCode,
        typeof obj.message === 'string' ? obj.message : `The export failed (${obj.responseCode})`,
      )
    }
    // A row of an extra sheet: written to its sheet; one the client did not announce is left out.
    if (typeof obj.sheet === 'string' && Array.isArray(obj.cells)) {
      const index = this.streamed.get(obj.sheet)
      if (index !== undefined) this.sink.add(index, obj.cells.map(sheetCell))
      return
    }
    if (obj.done === true) {
      this.complete = true
      this.expected = typeof obj.rows === 'number' ? obj.rows : null
      return
    }
    this.row(obj)
  }

  private row(row: unknown): void {
    const cols = this.config.columns
    const cells: CellValue[] = new Array(cols.length)
    for (let i = 0; i < cols.length; i++) cells[i] = exportCell(row, cols[i]!)
    this.sink.add(0, cells)
    this.done++
  }
}
