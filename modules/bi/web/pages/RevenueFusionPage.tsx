import { RevenueScreen } from './RevenuePage.js';

/** /revenue-fusion: revenue from the integrations and the manual entries side by side. */
export default function RevenueFusionPage() {
  return <RevenueScreen fusion />;
}
