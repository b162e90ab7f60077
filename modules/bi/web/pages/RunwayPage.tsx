import { RunwayView } from './RunwayTrackerPage.js';

/** /runway: the runway at a glance; the numbers are entered on /runway-tracker. */
export default function RunwayPage() {
  return <RunwayView withEntries={false} />;
}
