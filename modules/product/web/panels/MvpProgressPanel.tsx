import { Button, ErrorState, Link, LoadingState, Paper, Progress, Stack, Text, Title } from '@suite/sdk/web';
import { PRODUCT_ROUTES } from '../../shared/routes.js';
import { useMvpProgress, useProductT } from '../api.js';

/** The founder dashboard's MVP progress: completed against planned points of each applied scenario, from the board. */
export default function MvpProgressPanel() {
  const { t } = useProductT();
  const progress = useMvpProgress();
  let body;
  if (progress.isPending) body = <LoadingState variant="detail" rows={2} />;
  else if (progress.isError) body = <ErrorState error={progress.error} title={t('mvp.progressLoadError')} onRetry={() => void progress.refetch()} />;
  else if (progress.data.length === 0)
    body = (
      <Stack gap="xs" align="flex-start">
        <Text size="sm" c="dimmed">
          {t('mvp.progressEmpty')}
        </Text>
        <Button component={Link} to={PRODUCT_ROUTES.mvpScaffolding.path} size="xs" variant="light">
          {t('pages.mvpScaffolding')}
        </Button>
      </Stack>
    );
  else
    body = (
      <Stack gap="sm">
        {progress.data.slice(0, 3).map((p) => {
          const share = p.plannedPoints ? Math.round((p.completedPoints / p.plannedPoints) * 100) : 0;
          return (
            <div key={p.scenarioId}>
              <Text size="sm" fw={600} truncate="end">
                {p.name}
              </Text>
              <Progress value={share} aria-label={t('mvp.progressPoints', { done: p.completedPoints, planned: p.plannedPoints })} />
              <Text size="xs" c="dimmed">
                {t('mvp.progressPoints', { done: p.completedPoints, planned: p.plannedPoints })}
              </Text>
            </div>
          );
        })}
      </Stack>
    );
  return (
    <Paper withBorder p="md" h="100%">
      <Stack gap="sm">
        <Title order={2} size="h5">
          {t('mvp.progressTitle')}
        </Title>
        {body}
      </Stack>
    </Paper>
  );
}
