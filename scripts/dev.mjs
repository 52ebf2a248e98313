// `npm run dev`: the API with reload on port 3001 and Vite with hot reload on 5173, proxying /api to it.
import { spawn } from 'node:child_process';

const API_PORT = process.env.API_PORT ?? '3001';
const children = [
  spawn('npx', ['tsx', 'watch', 'apps/api/src/server.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: API_PORT, PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173' },
  }),
  spawn('npx', ['vite', '--host', '127.0.0.1'], {
    stdio: 'inherit',
    cwd: 'apps/web',
    env: { ...process.env, API_PORT },
  }),
];

function stopAll() {
  for (const child of children) child.kill('SIGTERM');
}
for (const child of children)
  child.on('exit', (code) => {
    stopAll();
    process.exitCode = code ?? 0;
  });
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
