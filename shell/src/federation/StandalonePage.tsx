import { useEffect, useState, type ComponentType } from 'react';
import { LoadingState } from '@suite/sdk/ui';
import type { ModuleManifestEntry } from '@suite/sdk';
import { PublicLayout } from '../app/layout/PublicLayout.js';
import { ModuleBoundary } from './ModuleBoundary.js';
import { ModuleErrorCard } from './ModuleErrorCard.js';
import { loadStandalonePage } from './standalone.js';

/** A module's standalone public page (standalone.ts, a demo room), in the public frame, with the module's error card. */
export default function StandalonePage({ entry, name }: { entry: Pick<ModuleManifestEntry, 'id' | 'remoteEntry' | 'nav'>; name: string }) {
  const [state, setState] = useState<{ page: ComponentType | null; error: string | null }>({ page: null, error: null });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    loadStandalonePage(entry, name).then(
      (page) => live && setState({ page, error: null }),
      (error: unknown) => live && setState({ page: null, error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, [entry, name, attempt]);
  const Page = state.page;
  return (
    <PublicLayout assistant={false}>
      {Page ? (
        <ModuleBoundary moduleId={entry.id} titleKey={entry.nav.titleKey}>
          <Page />
        </ModuleBoundary>
      ) : state.error ? (
        <ModuleErrorCard moduleId={entry.id} titleKey={entry.nav.titleKey} error={state.error} onRetry={() => setAttempt((n) => n + 1)} />
      ) : (
        <LoadingState variant="page" />
      )}
    </PublicLayout>
  );
}
