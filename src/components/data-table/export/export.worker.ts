import { serveExport } from './serve'
import { createStreamingWorkbook } from './writers/streaming-writer'

/** The export worker: the stream in, the xlsx out, off the main thread, with the streaming writer (README). */
serveExport(self as never, createStreamingWorkbook)
