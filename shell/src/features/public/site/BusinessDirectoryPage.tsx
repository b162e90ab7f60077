import { Suspense } from 'react';
import { LoadingState } from '@suite/sdk/ui';
import { useTranslation } from 'react-i18next';
import { PublicPage } from '../../../app/layout/PublicPage.js';
import { usePageMeta } from '../usePageMeta.js';
import './locales/namespace.js';
import { DirectoryBrowser } from './DirectoryBrowser.js';

function Directory() {
  const { t } = useTranslation('site');
  const { t: shell } = useTranslation('shell');
  usePageMeta(t('meta.directory.title'), t('meta.directory.description'), shell('brand'));
  return <DirectoryBrowser headingLevel={1} />;
}

/** /business-directory: the whole startup directory (the same search, filters and paging as the landing's). */
export default function BusinessDirectoryPage() {
  return (
    <PublicPage>
      <Suspense fallback={<LoadingState variant="cards" rows={6} />}>
        <Directory />
      </Suspense>
    </PublicPage>
  );
}
