import { configure } from '@testing-library/react';

/**
 * Component tests wait up to 5 s for what they look for (`findBy*`, `waitFor`): Mantine's menus
 * and modals open through a 150 ms transition, and on a loaded 2-core machine (two workspaces'
 * suites beside the build in `npm test`) the default 1 s was sometimes not enough for them to show.
 */
configure({ asyncUtilTimeout: 5_000 });
