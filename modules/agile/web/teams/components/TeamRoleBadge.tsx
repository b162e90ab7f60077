import { Badge, useTranslation, type MantineColor } from '@suite/sdk/web';
import type { TeamRole } from '../../../shared/teams.js';

const ROLE_COLORS: Record<TeamRole, MantineColor> = { admin: 'grape', facilitator: 'blue', participant: 'gray' };

export function TeamRoleBadge({ role }: { role: TeamRole }) {
  const { t } = useTranslation('agile');
  return (
    <Badge size="sm" variant="light" color={ROLE_COLORS[role]} style={{ flexShrink: 0 }}>
      {t(`teams.roles.${role}`)}
    </Badge>
  );
}
