import '@mantine/core/styles.css';
import './app/global.css';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@suite/sdk/i18n';
import { App } from './app/App.js';
import { registerShellNamespaces } from './app/i18n.js';
import { installGlobalErrorReporting } from './app/analytics.js';

async function bootstrap(): Promise<void> {
  registerShellNamespaces();
  await initI18n({ namespaces: ['shell'] });
  installGlobalErrorReporting();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  createRoot(root).render(<App />);
}

void bootstrap();
