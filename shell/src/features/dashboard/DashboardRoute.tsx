import { RequireAuth } from '../../app/RequireAuth.js';
import { Dashboard } from './Dashboard.js';

export function DashboardRoute() {
  return (
    <RequireAuth>
      <Dashboard />
    </RequireAuth>
  );
}
