import type { ApiPlugin } from '@suite/sdk';
import { agilePlugin } from '@suite/agile/api';
import { productPlugin } from '@suite/product/api';
import { biPlugin } from '@suite/bi/api';
import { investorPlugin } from '@suite/investor/api';
import { cadencePlugin } from '@suite/cadence/api';
import { engagementPlugin } from '@suite/engagement/api';

/** The domain modules this server runs, in registration order. */
export const installedPlugins: ApiPlugin[] = [agilePlugin, productPlugin, biPlugin, investorPlugin, cadencePlugin, engagementPlugin];
