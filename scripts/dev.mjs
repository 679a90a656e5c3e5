// Development: the API (tsx watch, port 3001) and the Vite dev server (port 3000, proxying
// /api, /media and /dev to the API) side by side. Ctrl-C stops both.
import { spawn } from 'node:child_process'

const children = [
  spawn('npm', ['run', 'dev', '--workspace', '@nurseready/api'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: process.env.API_PORT ?? '3001',
      PUBLIC_URL: 'http://localhost:3000',
    },
  }),
  spawn('npm', ['run', 'dev', '--workspace', '@nurseready/web'], {
    stdio: 'inherit',
    env: process.env,
  }),
]
const stop = () => {
  for (const c of children) c.kill('SIGTERM')
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const c of children)
  c.on('exit', (code) => {
    stop()
    process.exitCode = code ?? 0
  })
