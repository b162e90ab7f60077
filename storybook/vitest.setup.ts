import { installBrowserStubs } from '@suite/sdk/ui/jsdom-stubs';
import '../vitest.web-setup.js';

installBrowserStubs();
