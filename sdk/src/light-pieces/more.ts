// Loaded on first use by the light kit (light-deferred.tsx): what only a demo's later steps show
// (a retro's discussion, action items and summary), in one chunk of its own.
export { SegmentedControl, ThemeIcon } from '@mantine/core';
export { StatCard } from '../ui/StatCard.js';
