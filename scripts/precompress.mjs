// Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the built web app, so the server
// (server/lib/static-client.ts) sends the smallest copy a browser accepts without compressing on each request.
// Used as a Vite plugin (vite.config.ts) and runnable alone: `node scripts/precompress.mjs dist/client`.
import fs from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** Text formats; images, fonts (woff2), zips and the like are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|map|wasm|ico|ttf|otf)$/i

async function filesUnder(dir) {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true })
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath ?? e.path, e.name))
}

/** Compresses one file both ways at the highest levels (it happens once, at build time); keeps a copy only if smaller. */
async function compressFile(file) {
  const raw = await fs.readFile(file)
  const [br, gz] = await Promise.all([
    brotli(raw, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
    gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ])
  const out = { file, raw: raw.length, br: 0, gz: 0 }
  if (br.length < raw.length) await fs.writeFile(`${file}.br`, br).then(() => (out.br = br.length))
  if (gz.length < raw.length) await fs.writeFile(`${file}.gz`, gz).then(() => (out.gz = gz.length))
  return out
}

/** Compresses every eligible file under `dir` (a few at a time); answers what it wrote. */
export async function precompressDir(dir) {
  const queue = (await filesUnder(dir)).filter((f) => COMPRESSIBLE.test(f))
  const results = []
  const worker = async () => {
    for (let f = queue.shift(); f; f = queue.shift()) results.push(await compressFile(f))
  }
  await Promise.all(Array.from({ length: 4 }, worker))
  return results
}

function summary(results) {
  const sum = (k) => results.reduce((s, r) => s + r[k], 0)
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`
  return `precompressed ${results.length} files: ${kb(sum('raw'))} → ${kb(sum('br'))} brotli, ${kb(sum('gz'))} gzip`
}

/** The Vite plugin: after the client bundle is written, compress the output folder. */
export default function precompress() {
  let outDir = 'dist'
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      console.log(summary(await precompressDir(outDir)))
    },
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? `${process.env.DIST_DIR ?? 'dist'}/client`
  console.log(summary(await precompressDir(dir)))
}
