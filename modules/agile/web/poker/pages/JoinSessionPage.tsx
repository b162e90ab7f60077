import { useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Center,
  ErrorState,
  Link,
  LoadingState,
  Paper,
  RealtimeClient,
  SegmentedControl,
  Stack,
  Text,
  TextField,
  Title,
  translateError,
  useAppAbility,
  useLocation,
  useNavigate,
  useSession,
  useTranslation,
} from '@suite/sdk/web';
import { PokerErrors } from '../../../shared/errors/poker-errors.js';
import { IconUserCircle } from '@tabler/icons-react';
import type { PokerJoinInfo } from '../../../shared/poker.js';
import { AGILE_ROUTES } from '../../../shared/routes.js';
import { guestJoin, joinSession, useJoinInfo } from '../api.js';
import { LiveRoom } from '../components/LiveRoom.js';
import { SessionStatusBadge } from '../../components/StatusBadges.js';
import { useRouteParam } from '../useRouteParam.js';
import { GUEST_NAME_MAX, guestNameProblem, readGuestName, readGuestPass, saveGuestName, saveGuestPass, type GuestPass } from '../guest.js';

type JoinRole = 'PARTICIPANT' | 'OBSERVER';

/** The card around both ways in: the session's name, its account and status. */
function JoinCard({ info, children, completedAction }: { info: PokerJoinInfo; children: ReactNode; completedAction?: ReactNode }) {
  const { t } = useTranslation('agile');
  return (
    <Center>
      <Paper p={{ base: 'lg', sm: 'xl' }} radius="md" withBorder maw={480} w="100%" data-testid="join-card">
        <Stack gap="md">
          <div>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {info.accountName ? t('join.eyebrowAccount', { account: info.accountName }) : t('join.eyebrow')}
            </Text>
            <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
              {info.name}
            </Title>
            <Stack gap={4} mt={4}>
              <SessionStatusBadge status={info.status} />
              <Text size="xs" c="dimmed">
                {t('meetings.participants', { count: info.participantCount })}
              </Text>
            </Stack>
          </div>
          {info.joinable ? (
            children
          ) : (
            <>
              <Text size="sm">{t('join.completed')}</Text>
              {completedAction}
            </>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}

/** Signed in: pick a role, join, and go to the room. */
function MemberJoin({ info }: { info: PokerJoinInfo }) {
  const { t } = useTranslation('agile');
  const navigate = useNavigate();
  const ability = useAppAbility();
  const canVote = ability.can('vote', 'PokerSession');
  const [role, setRole] = useState<JoinRole>(canVote ? 'PARTICIPANT' : 'OBSERVER');
  const [joining, setJoining] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const room = `/poker/sessions/${info.id}`;

  const join = async () => {
    setJoining(true);
    setFailure(null);
    try {
      await joinSession(info.id, role);
      navigate(room, { replace: true });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // Already in the session: the room is where they want to be.
      if (message === PokerErrors.ALREADY_PARTICIPANT) navigate(room, { replace: true });
      else setFailure(message);
      setJoining(false);
    }
  };

  return (
    <JoinCard
      info={info}
      completedAction={
        <Button component={Link} to={room} variant="light">
          {t('join.viewResults')}
        </Button>
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void join();
        }}
      >
        <Stack gap="md">
          <div>
            <Text size="sm" fw={500} mb={6} id="join-role-label">
              {t('join.roleLabel')}
            </Text>
            <SegmentedControl
              fullWidth
              aria-labelledby="join-role-label"
              value={role}
              onChange={(value) => setRole(value as JoinRole)}
              data={[
                { value: 'PARTICIPANT', label: t('roles.PARTICIPANT'), disabled: !canVote },
                { value: 'OBSERVER', label: t('roles.OBSERVER') },
              ]}
            />
            <Text size="xs" c="dimmed" mt={6}>
              {role === 'OBSERVER' ? t('join.observerHint') : t('join.participantHint')}
            </Text>
          </div>
          {failure ? (
            <Alert color="red" variant="light" role="alert">
              {translateError(failure)}
            </Alert>
          ) : null}
          <Button type="submit" loading={joining}>
            {role === 'OBSERVER' ? t('join.asObserver') : t('join.asParticipant')}
          </Button>
        </Stack>
      </form>
    </JoinCard>
  );
}

/** Signed out: the protection wrapper asks for a display name; the room then opens in guest mode. */
function GuestJoin({ info }: { info: PokerJoinInfo }) {
  const { t } = useTranslation('agile');
  const location = useLocation();
  const loginLink = `/login?from=${encodeURIComponent(location.pathname)}`;
  const [pass, setPass] = useState<GuestPass | null>(() => readGuestPass(info.id));
  const [name, setName] = useState(() => readGuestName());
  const [touched, setTouched] = useState(false);
  const [joining, setJoining] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const problem = guestNameProblem(name);

  // The guest's own socket, authenticated by the guest token (there is no signed-in socket).
  const client = useMemo(() => (pass ? new RealtimeClient({ getToken: () => pass.token }) : null), [pass]);
  useEffect(() => {
    if (!client) return;
    client.connect();
    return () => client.disconnect();
  }, [client]);

  if (pass && client) {
    return (
      <LiveRoom
        sessionId={info.id}
        client={client}
        mode="guest"
        auth={{ guestToken: pass.token }}
        leftTo="/"
        notice={
          <Alert color="gray" variant="light" icon={<IconUserCircle size={18} aria-hidden />} mb="md" data-testid="guest-notice">
            {t('guest.notice', { name: pass.displayName })}{' '}
            <Anchor component={Link} to={loginLink} size="sm">
              {t('guest.signIn')}
            </Anchor>
          </Alert>
        }
      />
    );
  }

  const join = async () => {
    setTouched(true);
    if (problem || joining) return;
    setJoining(true);
    setFailure(null);
    try {
      const result = await guestJoin(info.id, name.trim());
      const next: GuestPass = { token: result.token, displayName: result.displayName };
      saveGuestName(result.displayName);
      saveGuestPass(info.id, next);
      setPass(next);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      setJoining(false);
    }
  };

  return (
    <JoinCard info={info}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void join();
        }}
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('guest.intro')}
          </Text>
          <TextField
            label={t('guest.name')}
            placeholder={t('guest.namePlaceholder')}
            required
            data-autofocus
            autoComplete="nickname"
            maxLength={GUEST_NAME_MAX + 10}
            value={name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setTouched(true);
            }}
            error={touched && problem ? ('text' in problem ? problem.text : t(problem.key)) : undefined}
          />
          {failure ? (
            <Alert color="red" variant="light" role="alert">
              {translateError(failure)}
            </Alert>
          ) : null}
          <Button type="submit" loading={joining}>
            {t('guest.join')}
          </Button>
          <Text size="sm" c="dimmed" ta="center">
            {t('guest.haveAccount')}{' '}
            <Anchor component={Link} to={loginLink} size="sm">
              {t('guest.signIn')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </JoinCard>
  );
}

/** /join/:sessionId and /sessions/:id: join a session signed in, or as a guest through the link. */
export default function JoinSessionPage() {
  const { t } = useTranslation('agile');
  const sessionId = useRouteParam([
    [AGILE_ROUTES.joinSession.path, 'sessionId'],
    [AGILE_ROUTES.liveSession.path, 'id'],
  ]);
  const { status } = useSession();
  const info = useJoinInfo(sessionId);
  if (status === 'loading' || info.isPending) return <LoadingState variant="detail" rows={3} />;
  if (info.isError) return <ErrorState error={info.error} title={t('join.loadError')} onRetry={() => void info.refetch()} />;
  return status === 'authenticated' ? <MemberJoin key={sessionId} info={info.data} /> : <GuestJoin key={sessionId} info={info.data} />;
}
