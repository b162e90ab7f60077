import { lazy, Suspense, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import { Grid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DashboardPanel } from '@suite/sdk';
import { EmptyState, LoadingState, PageHeader } from '@suite/sdk/ui';
import { useAppAbility, useSession } from '@suite/sdk/react';
import { useModules } from '../../federation/ModulesProvider.js';
import { ModuleBoundary } from '../../federation/ModuleBoundary.js';
import { dashboardKindFor } from '../../federation/module-contributions.js';
import { isVisible } from '../../app/layout/nav-visibility.js';

const panels = new Map<string, LazyExoticComponent<ComponentType>>();
function panelComponent(moduleId: string, panel: DashboardPanel) {
  const key = `${moduleId}:${panel.id}`;
  let component = panels.get(key);
  if (!component) {
    component = lazy(panel.component);
    panels.set(key, component);
  }
  return component;
}

/** /dashboard: the panels each enabled module contributes to this user's dashboard. */
export function Dashboard() {
  const { t } = useTranslation('shell');
  const { user, account } = useSession();
  const ability = useAppAbility();
  const { status, modules } = useModules();
  // The persona's dashboard is the one a loaded module declares for it (dashboardKinds), else the founder's.
  const kind = useMemo(() => dashboardKindFor(user?.primaryPersona, modules.map((item) => item.module)), [user, modules]);
  const loading = status === 'loading' || modules.some((item) => item.state === 'loading' || item.state === 'idle');

  const visible = useMemo(() => {
    const context = {
      features: account?.enabledFeatures ?? [],
      persona: user?.primaryPersona ?? null,
      isSuperAdmin: user?.isSuperAdmin ?? false,
      plan: account?.plan ?? null,
      ability,
    };
    return modules
      .flatMap((item) => (item.module?.dashboard ?? []).map((panel) => ({ moduleId: item.entry.id, titleKey: item.entry.nav.titleKey, panel })))
      .filter(({ panel }) => panel.dashboards.includes(kind) && isVisible(panel.visibility, context))
      .sort((a, b) => a.panel.order - b.panel.order);
  }, [modules, kind, account, user, ability]);

  return (
    <>
      <PageHeader title={t('dashboard.title')} description={user ? `${t('dashboard.welcome')}, ${user.firstName || user.email}` : undefined} />
      {visible.length === 0 ? (
        loading ? (
          <LoadingState variant="cards" />
        ) : (
          <EmptyState title={t('dashboard.title')} description={t('dashboard.empty')} />
        )
      ) : (
        <Grid gap="md">
          {visible.map(({ moduleId, titleKey, panel }) => {
            const Panel = panelComponent(moduleId, panel);
            return (
              <Grid.Col key={`${moduleId}:${panel.id}`} span={{ base: 12, md: panel.span ?? 12 }}>
                <ModuleBoundary moduleId={moduleId} titleKey={titleKey}>
                  <Suspense fallback={<LoadingState variant="detail" rows={3} />}>
                    <Panel />
                  </Suspense>
                </ModuleBoundary>
              </Grid.Col>
            );
          })}
        </Grid>
      )}
    </>
  );
}
