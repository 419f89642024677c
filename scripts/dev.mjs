// Development: the API with reload on change (tsx watch) and the Vite dev server with hot reload, which proxies
// /api, /user and /exchange to the API. Ctrl+C stops both.
import { spawn } from 'node:child_process';

const children = [
  ['server', ['run', 'dev', '--workspace', 'apps/server']],
  ['web', ['run', 'dev', '--workspace', 'apps/web']],
].map(([name, args]) => {
  const child = spawn('npm', args, { stdio: 'inherit', env: process.env });
  child.on('exit', (code) => {
    console.log(`[dev] ${name} exited with ${code}`);
    shutdown(code ?? 1);
  });
  return child;
});

let stopping = false;
function shutdown(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
