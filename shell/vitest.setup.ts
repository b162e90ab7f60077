import { installBrowserStubs } from '@suite/sdk/ui/jsdom-stubs';

// What Mantine needs from a browser and jsdom lacks, for every component test of the shell.
installBrowserStubs();
