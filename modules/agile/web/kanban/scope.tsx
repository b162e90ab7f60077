import type { ReactNode } from 'react';
import { Button, EmptyState, ErrorState, Group, Link, LoadingState, Select, useSearchParams, useTranslation } from '@suite/sdk/web';
import { IconLayoutKanban, IconUsersGroup } from '@tabler/icons-react';
import { AGILE_ROUTES } from '../../shared/routes.js';
import type { KanbanDashboard } from '../../shared/kanban.js';
import type { Team } from '../../shared/teams.js';
import { useTeams } from '../teams/api.js';
import { useKanbanDashboard } from './api/index.js';
import { SCOPE_PARAMS } from './paths.js';

type BoardSummary = KanbanDashboard['boards'][number];

export interface ScopeChoice {
  teams: Team[];
  boards: BoardSummary[];
  teamId: string | null;
  boardId: string | null;
  /** The boards of the chosen team. */
  teamBoards: BoardSummary[];
}

/**
 * Which team and board a planning screen is about: from the address (?team=&board=), else the
 * team of the named board, else the first team that has a board, else the first team.
 */
export function resolveScope(teams: Team[], boards: BoardSummary[], wanted: { team: string | null; board: string | null }): ScopeChoice {
  const byBoard = boards.find((board) => board.id === wanted.board) ?? null;
  const teamId =
    (wanted.team && teams.some((team) => team.id === wanted.team) ? wanted.team : null) ??
    byBoard?.teamId ??
    teams.find((team) => boards.some((board) => board.teamId === team.id))?.id ??
    teams[0]?.id ??
    null;
  const teamBoards = boards.filter((board) => board.teamId === teamId);
  const boardId = (byBoard && byBoard.teamId === teamId ? byBoard.id : null) ?? teamBoards[0]?.id ?? null;
  return { teams, boards, teamId, boardId, teamBoards };
}

/** The teams and boards, and the choice kept in the address. */
export function useScope() {
  const [params, setParams] = useSearchParams();
  const teams = useTeams();
  const dashboard = useKanbanDashboard();
  const choice = resolveScope(teams.data ?? [], dashboard.data?.boards ?? [], { team: params.get(SCOPE_PARAMS.team), board: params.get(SCOPE_PARAMS.board) });
  const choose = (next: { team?: string | null; board?: string | null; sprint?: string | null }) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) {
          if (value) updated.set(key, value);
          else updated.delete(key);
        }
        return updated;
      },
      { replace: true },
    );
  };
  return {
    ...choice,
    sprintParam: params.get(SCOPE_PARAMS.sprint),
    isPending: teams.isPending || dashboard.isPending,
    error: teams.error ?? dashboard.error,
    refetch: () => Promise.all([teams.refetch(), dashboard.refetch()]),
    chooseTeam: (teamId: string | null) => choose({ team: teamId, board: null, sprint: null }),
    chooseBoard: (boardId: string | null) => choose({ board: boardId, team: choice.boards.find((board) => board.id === boardId)?.teamId ?? choice.teamId }),
    chooseSprint: (sprintId: string | null) => choose({ sprint: sprintId }),
  };
}

export type Scope = ReturnType<typeof useScope>;

/** The team (and board) pickers at the top of a planning screen. */
export function ScopePicker({ scope, board = false, team = true }: { scope: Scope; board?: boolean; team?: boolean }) {
  const { t } = useTranslation('agile');
  return (
    <Group gap="sm" mb="md" wrap="wrap" align="flex-end">
      {team ? (
        <Select
          label={t('kanban.scope.team')}
          w={{ base: '100%', xs: 240 }}
          data={scope.teams.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
          value={scope.teamId}
          onChange={(value) => scope.chooseTeam(value)}
          allowDeselect={false}
          searchable
          data-testid="scope-team"
        />
      ) : null}
      {board ? (
        <Select
          label={t('kanban.scope.board')}
          w={{ base: '100%', xs: 240 }}
          data={(team ? scope.teamBoards : scope.boards).map((candidate) => ({ value: candidate.id, label: team ? candidate.title : `${candidate.title}${candidate.teamName ? ` · ${candidate.teamName}` : ''}` }))}
          value={scope.boardId}
          onChange={(value) => scope.chooseBoard(value)}
          allowDeselect={false}
          placeholder={t('kanban.scope.noBoard')}
          disabled={(team ? scope.teamBoards : scope.boards).length === 0}
          searchable
          data-testid="scope-board"
        />
      ) : null}
    </Group>
  );
}

/**
 * The states every planning screen shares before it has a team or a board to show: loading,
 * error with a retry, no team yet (create one), no board for the team yet (create one).
 */
export function ScopeStates({ scope, need, children }: { scope: Scope; need: 'team' | 'board'; children: ReactNode }) {
  const { t } = useTranslation('agile');
  if (scope.isPending) return <LoadingState variant="page" rows={5} />;
  if (scope.error) return <ErrorState error={scope.error} title={t('kanban.scope.loadError')} onRetry={() => void scope.refetch()} />;
  if (scope.teams.length === 0) {
    return (
      <EmptyState
        icon={<IconUsersGroup size={22} aria-hidden />}
        title={t('kanban.scope.noTeamsTitle')}
        description={t('kanban.scope.noTeams')}
        action={
          <Button component={Link} to={AGILE_ROUTES.teams.path}>
            {t('kanban.scope.createTeam')}
          </Button>
        }
      />
    );
  }
  if (need === 'board' && !scope.boardId) {
    return (
      <>
        <ScopePicker scope={scope} />
        <EmptyState
          icon={<IconLayoutKanban size={22} aria-hidden />}
          title={t('kanban.scope.noBoardsTitle')}
          description={t('kanban.scope.noBoards')}
          action={
            <Button component={Link} to={AGILE_ROUTES.kanban.path}>
              {t('kanban.scope.createBoard')}
            </Button>
          }
        />
      </>
    );
  }
  return <>{children}</>;
}
