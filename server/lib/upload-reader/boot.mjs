// The upload reader's thread in the source tree (tsx, vitest): loads the TypeScript entry through tsx's loader. The
// build bundles the entry instead (scripts/build-server.mjs: dist/server/upload-worker.js) and starts that directly.
import { workerData } from 'node:worker_threads'
import { tsImport } from 'tsx/esm/api'

await tsImport(workerData.entry, import.meta.url)
