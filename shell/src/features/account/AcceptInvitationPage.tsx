import { Suspense, useEffect, useReducer } from 'react';
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconMailOpened, IconX } from '@tabler/icons-react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { InvitationPageTexts } from '@suite/sdk';
import { callEndpoint } from '@suite/sdk/client';
import { InvitationEndpoints } from '@suite/sdk/endpoints';
import { TeamInvitationEndpoints } from '@suite/sdk/endpoints/team-invitations';
import { translateError } from '@suite/sdk/i18n';
import { LoadingState } from '@suite/sdk/ui';
import { useSession } from '@suite/sdk/react';
import { useSessionControls } from '../../app/session/SessionProvider.js';
import { loginRedirect } from '../../app/RequireAuth.js';
import {
  initialInvitationState,
  invitationOutcome,
  invitationReducer,
  lookUpInvitation,
  type InvitationDetails,
  type TeamInvitationDetails,
} from './invitation-state.js';


function InvitationCard({ invitation, team }: { invitation: InvitationDetails | TeamInvitationDetails; team?: boolean }) {
  const { t, i18n } = useTranslation('account');
  const rows: [string, string][] = [
    ...(team && 'teamName' in invitation ? [[t('invitation.team'), invitation.teamName] as [string, string]] : []),
    [t('invitation.account'), invitation.accountName],
    [t('invitation.invitedBy'), invitation.inviterName ?? t('invitation.unknownInviter')],
    [t('invitation.email'), invitation.email],
  ];
  return (
    <Stack gap="xs">
      {rows.map(([label, value]) => (
        <Group key={label} justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text size="sm" fw={500} ta="right" style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </Group>
      ))}
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          {t('invitation.role')}
        </Text>
        <Badge variant="light">{team ? t(`invitation.teamRoles.${invitation.role}`, { defaultValue: invitation.role }) : t(`roles.${invitation.role}`)}</Badge>
      </Group>
      {invitation.expiresAt ? (
        <Text size="xs" c="dimmed">
          {t('invitation.expires', { date: new Date(invitation.expiresAt).toLocaleDateString(i18n.language, { dateStyle: 'medium' }) })}
        </Text>
      ) : null}
    </Stack>
  );
}

function AcceptInvitation() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const location = useLocation();
  const session = useSession();
  const { refresh, switchAccount } = useSessionControls();
  const token = params.get('token')?.trim() ?? '';
  const kind = params.get('kind');
  const [state, dispatch] = useReducer(invitationReducer, initialInvitationState);
  const signedIn = session.status === 'authenticated';

  useEffect(() => {
    if (!token) {
      dispatch({ type: 'missingToken' });
      return;
    }
    const controller = new AbortController();
    dispatch({ type: 'validate' });
    // Not an account invitation: a team invitation (agile.md section 4).
    void lookUpInvitation(token, kind, {
      account: (value) => callEndpoint(InvitationEndpoints.byToken, { params: { token: value } }, { signal: controller.signal }),
      team: (value) => callEndpoint(TeamInvitationEndpoints.lookup, { params: { ref: value } }, { signal: controller.signal }),
    }).then((event) => {
      if (!controller.signal.aborted) dispatch(event);
    });
    return () => controller.abort();
  }, [token, kind]);
  const team = state.team;

  const accept = async () => {
    dispatch({ type: 'accept' });
    let accountId: string | null;
    try {
      const result = team
        ? // Public route (the invitee may not be a member yet), but the invitee's token must go with it.
          await callEndpoint(TeamInvitationEndpoints.acceptByToken, { body: { token } }, { public: false })
        : await callEndpoint(InvitationEndpoints.acceptByToken, { params: { token } });
      accountId = result?.accountId ?? state.invitation?.accountId ?? team?.accountId ?? null;
      dispatch({ type: 'accepted', accountId });
    } catch (error) {
      dispatch({ type: 'acceptFailed', message: error instanceof Error ? error.message : null });
      return;
    }
    // Act for the account just joined; a failure here is ignored (platform.md section 4).
    try {
      if (accountId) await switchAccount(accountId);
      else await refresh();
    } catch {
      await refresh().catch(() => undefined);
    }
  };

  const decline = async () => {
    dispatch({ type: 'decline' });
    try {
      if (team) await callEndpoint(TeamInvitationEndpoints.decline, { params: { ref: token } }, { public: !signedIn });
      else await callEndpoint(InvitationEndpoints.declineByToken, { params: { token } }, { public: !signedIn });
      dispatch({ type: 'declined' });
    } catch (error) {
      dispatch({ type: 'declineFailed', message: error instanceof Error ? error.message : null });
    }
  };

  const outcome = invitationOutcome(state.status);
  const invitedEmail = state.invitation?.email ?? team?.email;
  const registerLink = `/register?invitation=${encodeURIComponent(token)}${invitedEmail ? `&email=${encodeURIComponent(invitedEmail)}` : ''}`;

  return (
    <Paper p={{ base: 'md', sm: 'xl' }} maw={520} mx="auto" mt={{ base: 0, sm: 'xl' }} withBorder radius="md">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={40} radius="xl" variant="light">
            <IconMailOpened size={22} />
          </ThemeIcon>
          <Title order={1} size="h2">
            {team ? t('invitation.teamTitle') : t('invitation.title')}
          </Title>
        </Group>

        {state.status === 'idle' || state.status === 'validating' ? <LoadingState variant="detail" rows={4} label={t('invitation.validating')} /> : null}

        {state.status === 'error' ? (
          <Alert color="red" variant="light" title={translateError(InvitationPageTexts.TITLE_ERROR)} icon={<IconX size={18} />} role="alert">
            {translateError(state.error ?? InvitationPageTexts.INVALID_OR_EXPIRED)}
          </Alert>
        ) : null}

        {outcome ? (
          <Alert color={state.status === 'accepted' ? 'green' : 'gray'} variant="light" icon={<IconCheck size={18} />} role="status">
            {translateError(outcome)}
          </Alert>
        ) : null}

        {(state.invitation || team) && (state.status === 'ready' || state.status === 'accepting') ? (
          <>
            {team ? (
              <>
                <Text size="sm">{t('invitation.teamIntro', { team: team.teamName, account: team.accountName })}</Text>
                <InvitationCard invitation={team} team />
              </>
            ) : state.invitation ? (
              <>
                <Text size="sm">{t('invitation.intro', { account: state.invitation.accountName })}</Text>
                <InvitationCard invitation={state.invitation} />
              </>
            ) : null}
            {!signedIn && session.status !== 'loading' ? (
              <Alert color="yellow" variant="light" role="note">
                <Stack gap={6}>
                  <Text size="sm">{translateError(InvitationPageTexts.MUST_LOG_IN)}</Text>
                  <Group gap="md">
                    <Anchor component={Link} to={loginRedirect(location)} size="sm" fw={600}>
                      {t('invitation.logIn')}
                    </Anchor>
                    <Anchor component={Link} to={registerLink} size="sm" fw={600}>
                      {t('invitation.createAccount')}
                    </Anchor>
                  </Group>
                </Stack>
              </Alert>
            ) : null}
            <Group gap="xs" justify="flex-end">
              <Button variant="default" onClick={() => void decline()} loading={state.declining} disabled={state.status === 'accepting'}>
                {t('invitation.decline')}
              </Button>
              <Button onClick={() => void accept()} loading={state.status === 'accepting'} disabled={!signedIn || state.declining}>
                {t('invitation.accept')}
              </Button>
            </Group>
          </>
        ) : null}

        {state.status === 'accepted' || state.status === 'declined' || state.status === 'error' ? (
          <Group justify="flex-end">
            <Button component={Link} to="/dashboard" variant={state.status === 'error' ? 'default' : 'filled'}>
              {t('common:goToDashboard')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** /accept-invitation?token=...: the invitation page of platform.md sections 4 and 8. */
export default function AcceptInvitationPage() {
  return (
    <Suspense fallback={<LoadingState variant="detail" />}>
      <AcceptInvitation />
    </Suspense>
  );
}
