import { Anchor, ErrorState, Link, LoadingState, Text, Timeline, useTranslation } from '@suite/sdk/web';
import { IconMail, IconMessages, IconPencil, IconUserCheck, IconUserMinus, IconUserPlus, IconUsersGroup, IconX } from '@tabler/icons-react';
import { retroSessionPath } from '../../../shared/retro.js';
import type { TeamActivity, TeamActivityType, TeamDetail } from '../../../shared/teams.js';
import { useTeamActivity } from '../api.js';

const ICONS: Record<TeamActivityType, typeof IconMail> = {
  team_created: IconUsersGroup,
  team_updated: IconPencil,
  member_added: IconUserPlus,
  member_role_changed: IconUserCheck,
  member_removed: IconUserMinus,
  invitation_sent: IconMail,
  invitation_accepted: IconUserCheck,
  invitation_declined: IconX,
  invitation_revoked: IconX,
  retro_created: IconMessages,
  retro_completed: IconMessages,
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** When something happened, in words: '5 minutes ago', 'yesterday'. */
export function relativeTime(iso: string, locale: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const steps: [Intl.RelativeTimeFormatUnit, number][] = [
    ['second', 60],
    ['minute', 60],
    ['hour', 24],
    ['day', 30],
    ['month', 12],
  ];
  let value = seconds;
  for (const [unit, size] of steps) {
    if (Math.abs(value) < size) return format.format(Math.round(value), unit);
    value /= size;
  }
  return format.format(Math.round(value), 'year');
}

/** One entry: who did what, with the people and retros it names. */
function ActivityEntry({ entry, team }: { entry: TeamActivity; team: TeamDetail }) {
  const { t } = useTranslation('agile');
  const someone = t('teams.activity.someone');
  const memberName = (userId: unknown) => team.members.find((member) => member.userId === userId)?.name ?? someone;
  const role = (value: unknown) => (typeof value === 'string' && value ? t(`teams.roles.${value}`, { defaultValue: value }) : '');
  const values = {
    actor: entry.actorName ?? someone,
    name: text(entry.data.name),
    email: text(entry.data.email),
    member: memberName(entry.data.userId),
    role: role(entry.data.role),
  };
  const sessionId = text(entry.data.sessionId);
  return (
    <>
      <Text size="sm">{t(`teams.activity.${entry.type}`, values)}</Text>
      {sessionId && (entry.type === 'retro_created' || entry.type === 'retro_completed') ? (
        <Anchor component={Link} to={retroSessionPath(sessionId)} size="xs">
          {t('teams.activity.openRetro')}
        </Anchor>
      ) : null}
    </>
  );
}

/** The team's activity, newest first. */
export function TeamActivityFeed({ team }: { team: TeamDetail }) {
  const { t, i18n } = useTranslation('agile');
  const activity = useTeamActivity(team.id);
  if (activity.isPending) return <LoadingState variant="detail" rows={5} />;
  if (activity.isError) return <ErrorState error={activity.error} title={t('teams.activity.loadError')} onRetry={() => void activity.refetch()} />;
  if (activity.data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('teams.activity.empty')}
      </Text>
    );
  }
  return (
    <Timeline bulletSize={26} lineWidth={2} data-testid="team-activity">
      {activity.data.map((entry) => {
        const Icon = ICONS[entry.type] ?? IconPencil;
        return (
          <Timeline.Item key={entry.id} bullet={<Icon size={14} aria-hidden />}>
            <ActivityEntry entry={entry} team={team} />
            <Text size="xs" c="dimmed" mt={2} title={new Date(entry.createdAt).toLocaleString(i18n.language)}>
              {relativeTime(entry.createdAt, i18n.language)}
            </Text>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
