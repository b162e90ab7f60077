import { ReportsScreen } from './ReportsScreen.js';

/** /investor-reports: monthly investor updates. */
export default function InvestorReportsPage() {
  return <ReportsScreen kind="update" />;
}
