import { createRoot } from 'react-dom/client';
import { initI18n } from '@suite/sdk/i18n';
import { App } from './App.js';
import { registerShellNamespaces } from './i18n.js';
import { installGlobalErrorReporting } from './analytics.js';

/** Starts the whole app in #root (the main entry, and a standalone page's entry for a signed-in visitor). */
export async function bootstrap(): Promise<void> {
  registerShellNamespaces();
  await initI18n({ namespaces: ['shell'] });
  installGlobalErrorReporting();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  createRoot(root).render(<App />);
}
