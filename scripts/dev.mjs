// `npm run dev`: the API with reload (tsx watch) on API_PORT (3001) and Vite with HMR on 3000,
// which proxies /api and /socket.io to the API.
import { spawn } from 'node:child_process'
import { generate } from './generate.mjs'

generate()

const apiPort = process.env.API_PORT ?? '3001'
const env = { ...process.env, PORT: apiPort, API_PORT: apiPort, ALLOWED_ORIGINS: process.env.ALLOWED_ORIGINS ?? 'http://localhost:3000' }
const procs = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/index.ts'], { stdio: 'inherit', env }),
  spawn('npx', ['vite'], { stdio: 'inherit', env }),
]
const stop = () => procs.forEach((p) => p.kill('SIGTERM'))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
procs.forEach((p) =>
  p.on('exit', (code) => {
    if (code) {
      stop()
      process.exit(code)
    }
  }),
)
