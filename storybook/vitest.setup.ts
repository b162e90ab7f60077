import { installBrowserStubs } from '@suite/sdk/ui/jsdom-stubs';

installBrowserStubs();
