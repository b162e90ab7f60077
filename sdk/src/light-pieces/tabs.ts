// Loaded on first use by the light kit (light-deferred.tsx): its own chunk, not the page's.
export { Tabs } from '@mantine/core';
