import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRemoteConfig } from '@suite/sdk/build';

export default createRemoteConfig({ id: 'product', dir: path.dirname(fileURLToPath(import.meta.url)) });
