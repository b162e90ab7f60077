import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRemoteConfig } from '@suite/sdk/build';

export default createRemoteConfig({ id: 'cadence', dir: path.dirname(fileURLToPath(import.meta.url)) });
