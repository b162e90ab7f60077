import { installBrowserStubs } from '@suite/sdk/ui/jsdom-stubs';
import '../vitest.web-setup.js';

// What Mantine needs from a browser and jsdom lacks, for every component test of the shell.
installBrowserStubs();
