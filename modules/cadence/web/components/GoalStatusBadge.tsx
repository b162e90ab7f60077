import { Badge, useTranslation } from '@suite/sdk/web';
import type { GoalStatus } from '../../shared/rules.js';

const COLOR: Record<GoalStatus, string> = { done: 'green', on_track: 'green', at_risk: 'orange', off_track: 'red' };

/** A goal's status: colour and words (never colour alone). */
export function GoalStatusBadge({ status }: { status: GoalStatus }) {
  const { t } = useTranslation('cadence');
  return (
    <Badge color={COLOR[status]} variant="light" size="sm">
      {t(`goals.status.${status}`)}
    </Badge>
  );
}
