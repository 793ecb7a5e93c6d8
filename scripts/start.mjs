// `npm start`: builds the web app and the API when the build is missing or older than the sources,
// then runs the server (API, web app and sockets on one port; embedded database in ./data).
import { spawnSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const SOURCES = ['src', 'server', 'shared', 'commands', 'index.html', 'vite.config.ts', 'package-lock.json']
const OUTPUTS = ['dist/client/index.html', 'dist/server/index.js']

function newest(p) {
  if (!fs.existsSync(p)) return 0
  const st = fs.statSync(p)
  if (!st.isDirectory()) return st.mtimeMs
  let max = st.mtimeMs
  for (const e of fs.readdirSync(p)) max = Math.max(max, newest(path.join(p, e)))
  return max
}

const builtAt = Math.min(...OUTPUTS.map((o) => (fs.existsSync(o) ? fs.statSync(o).mtimeMs : 0)))
if (builtAt === 0 || SOURCES.some((s) => newest(s) > builtAt)) {
  console.log('Building the app (first start or sources changed)…')
  const r = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' })
  if (r.status !== 0) process.exit(r.status ?? 1)
}
const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/index.js'], { stdio: 'inherit' })
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig))
child.on('exit', (code) => process.exit(code ?? 0))
