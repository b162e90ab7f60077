import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, startServer } from './server.js';

/** One production server for the run; its URL reaches the workers through the environment. */
export default async function globalSetup() {
  if (!existsSync(path.join(repoRoot, 'shell', 'dist', 'index.html'))) throw new Error('Run `npm run build` before the end-to-end tests');
  const server = await startServer();
  process.env.E2E_BASE_URL = server.url;
  return async () => server.stop();
}
