import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  ConfirmDialog,
  ErrorState,
  Group,
  LoadingState,
  Paper,
  SelectField,
  Stack,
  Text,
  TextField,
  Title,
  Tooltip,
  notifications,
  translateError,
  useTranslation,
  type MantineColor,
} from '@suite/sdk/web';
import { IconMail, IconSend, IconX } from '@tabler/icons-react';
import { TEAM_ROLES, type TeamDetail, type TeamInvitation, type TeamInvitationStatus, type TeamRole } from '../../../shared/teams.js';
import { formatDate } from '../../components/format.js';
import { useInviteToTeam, useRevokeTeamInvitation, useTeamInvitations } from '../api.js';
import { invitationEmailProblem } from '../team-form.js';
import { TeamRoleBadge } from './TeamRoleBadge.js';

const STATUS_COLORS: Record<TeamInvitationStatus, MantineColor> = { pending: 'blue', accepted: 'green', declined: 'gray', expired: 'orange', revoked: 'red' };

/** Invite by email with a role: checked as typed; the server's refusal stays on the form with what was typed. */
function InviteForm({ team }: { team: TeamDetail }) {
  const { t } = useTranslation('agile');
  const invite = useInviteToTeam();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<TeamRole>('participant');
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const problem = invitationEmailProblem(email);
  const submit = () => {
    setTouched(true);
    if (problem || invite.isPending) return;
    setFailure(null);
    setSent(null);
    invite.mutate(
      { params: { id: team.id }, body: { email: email.trim(), role } },
      {
        onSuccess: (invitation) => {
          setSent(invitation.email);
          setEmail('');
          setTouched(false);
        },
        onError: (error) => setFailure(error.message),
      },
    );
  };
  return (
    <form
      noValidate
      data-testid="team-invite-form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        {failure ? (
          <Alert color="red" variant="light" role="alert">
            {translateError(failure)}
          </Alert>
        ) : null}
        {sent ? (
          <Alert color="green" variant="light" role="status">
            {t('teams.invite.sent', { email: sent })}
          </Alert>
        ) : null}
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextField
            type="email"
            label={t('teams.invite.email')}
            placeholder={t('teams.invite.emailPlaceholder')}
            leftSection={<IconMail size={14} aria-hidden />}
            required
            autoComplete="off"
            value={email}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              setSent(null);
            }}
            onBlur={() => setTouched(Boolean(email))}
            error={touched && problem ? problem : undefined}
            style={{ flex: '1 1 240px' }}
          />
          <SelectField
            label={t('teams.role')}
            data={TEAM_ROLES.map((value) => ({ value, label: t(`teams.roles.${value}`) }))}
            value={role}
            onChange={(value) => value && setRole(value as TeamRole)}
            w={{ base: '100%', xs: 170 }}
            comboboxProps={{ withinPortal: true }}
          />
          <Button type="submit" leftSection={<IconSend size={16} aria-hidden />} loading={invite.isPending} mt={{ base: 0, xs: 25 }}>
            {t('teams.invite.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The team's invitations: the form, then each with its status; a pending one can be revoked (asks first). */
export function TeamInvitations({ team }: { team: TeamDetail }) {
  const { t, i18n } = useTranslation('agile');
  const invitations = useTeamInvitations(team.id, { enabled: team.canManage });
  const revoke = useRevokeTeamInvitation();
  const [revoking, setRevoking] = useState<TeamInvitation | null>(null);
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Title order={3} size="h5" mb="sm">
          {t('teams.invite.title')}
        </Title>
        <InviteForm team={team} />
      </Paper>
      {invitations.isPending ? (
        <LoadingState variant="table" rows={3} />
      ) : invitations.isError ? (
        <ErrorState error={invitations.error} onRetry={() => void invitations.refetch()} />
      ) : invitations.data.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="team-invitations-empty">
          {t('teams.invite.empty')}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="team-invitations">
          {invitations.data.map((invitation) => (
            <Paper key={invitation.id} component="li" withBorder radius="md" p="sm" data-testid="team-invitation">
              <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                    {invitation.email}
                  </Text>
                  <Group gap={6} mt={4} wrap="wrap">
                    <TeamRoleBadge role={invitation.role} />
                    <Badge size="sm" variant="dot" color={STATUS_COLORS[invitation.status]} tt="none">
                      {t(`teams.invite.status.${invitation.status}`)}
                    </Badge>
                    <Text size="xs" c="dimmed">
                      {invitation.status === 'pending'
                        ? t('teams.invite.expires', { date: formatDate(invitation.expiresAt, i18n.language) })
                        : t('teams.invite.sentOn', { date: formatDate(invitation.createdAt, i18n.language), name: invitation.inviterName ?? '–' })}
                    </Text>
                  </Group>
                </div>
                {invitation.status === 'pending' ? (
                  <Tooltip label={t('teams.invite.revoke')}>
                    <ActionIcon variant="subtle" color="red" aria-label={t('teams.invite.revokeAria', { email: invitation.email })} onClick={() => setRevoking(invitation)}>
                      <IconX size={16} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                ) : null}
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <ConfirmDialog
        opened={revoking !== null}
        title={t('teams.invite.revokeTitle')}
        message={t('teams.invite.revokeMessage', { email: revoking?.email ?? '' })}
        confirmLabel={t('teams.invite.revoke')}
        danger
        loading={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={() => {
          const target = revoking;
          if (!target) return;
          revoke.mutate({ params: { id: team.id, invitationId: target.id } }, {
            onSuccess: () => setRevoking(null),
            onError: (error) => {
              setRevoking(null);
              notifications.show({ color: 'red', message: translateError(error.message), autoClose: 8000 });
            },
          });
        }}
      />
    </Stack>
  );
}
