import { Alert, Anchor, Button, ErrorState, Link, LoadingState, PageHeader, Stack, useAppAbility, useSession, useTranslation } from '@suite/sdk/web';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { KANBAN_SUBJECT } from '../../../shared/kanban-permissions.js';
import { useKanbanDashboard } from '../../kanban/api/index.js';
import { usePokerSessions } from '../../poker/api.js';
import { useRetroSessions } from '../../retro/api/index.js';
import { ExportPanel } from '../components/ExportPanel.js';
import { ImportWizard } from '../components/ImportWizard.js';

const LIST_LIMIT = 200;

/**
 * /integrations/development: stories in from Jira, Azure DevOps or a spreadsheet (into a backlog
 * or a poker session), and the backlog, estimates and action items out as CSV or Jira CSV.
 */
export default function DevelopmentIntegrationsPage() {
  const { t } = useTranslation('agile');
  const ability = useAppAbility();
  const { user } = useSession();
  const boards = useKanbanDashboard();
  const pokerSessions = usePokerSessions({ limit: LIST_LIMIT });
  const retros = useRetroSessions({ limit: LIST_LIMIT });

  const planAllows = ability.can('use', 'PlanFeature:integrations');
  const canImportBacklog = ability.can('update', KANBAN_SUBJECT);
  const isPokerAdmin = ability.can('manage', 'PokerSession');
  const queries = [boards, pokerSessions, retros];

  const header = (
    <PageHeader
      eyebrow={
        <Anchor component={Link} to="/integrations" size="sm">
          <IconArrowLeft size={12} aria-hidden /> {t('devImport.backToIntegrations')}
        </Anchor>
      }
      title={t('devImport.title')}
      description={t('devImport.description')}
    />
  );

  if (queries.some((query) => query.isPending))
    return (
      <>
        {header}
        <LoadingState variant="cards" rows={2} label={t('devImport.loading')} />
      </>
    );
  const failed = queries.find((query) => query.isError);
  if (failed)
    return (
      <>
        {header}
        <ErrorState error={failed.error} title={t('devImport.loadFailed')} onRetry={() => void Promise.all(queries.map((query) => query.refetch()))} />
      </>
    );

  const boardList = (boards.data?.boards ?? []).map((board) => ({ id: board.id, title: board.title, teamName: board.teamName ?? null }));
  const sessions = pokerSessions.data ?? [];
  // Stories are added by a session's facilitator (or an account admin), never to a completed session.
  const importableSessions = sessions.filter((session) => session.status !== 'COMPLETED' && (isPokerAdmin || session.facilitatorId === user?.id)).map((session) => ({ id: session.id, name: session.name }));
  const canImport = canImportBacklog || importableSessions.length > 0;

  return (
    <>
      {header}
      <Stack gap="lg">
        {!planAllows ? (
          <Alert color="blue" variant="light" icon={<IconLock size={16} aria-hidden />} title={t('devImport.import.title')}>
            {t('devImport.import.planRequired')}{' '}
            <Button component={Link} to="/pricing" size="xs" variant="light" ml="xs">
              {t('devImport.import.upgrade')}
            </Button>
          </Alert>
        ) : canImport ? (
          <ImportWizard targets={{ boards: boardList, sessions: importableSessions }} canImportBacklog={canImportBacklog} />
        ) : (
          <Alert color="gray" variant="light" title={t('devImport.import.title')}>
            {t('devImport.import.readOnly')}
          </Alert>
        )}
        <ExportPanel sources={{ boards: boardList, pokerSessions: sessions.map((session) => ({ id: session.id, name: session.name })), retros: (retros.data ?? []).map((retro) => ({ id: retro.id, name: retro.name })) }} />
      </Stack>
    </>
  );
}
