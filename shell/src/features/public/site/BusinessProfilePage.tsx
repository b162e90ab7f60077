import { Suspense, useEffect, useState } from 'react';
import { Alert, Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { Link, useLocation, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '@suite/sdk/ui';
import { useSession } from '@suite/sdk/react';
import { ApiError, callEndpoint } from '@suite/sdk/client';
import { PublicSiteEndpoints } from '@suite/sdk/endpoints/public-site';
import type { BusinessProfileView } from '@suite/sdk/schemas';
import { PublicPage } from '../../../app/layout/PublicPage.js';
import { usePageMeta } from '../usePageMeta.js';
import './locales/namespace.js';

type Load = { status: 'loading' } | { status: 'missing' } | { status: 'error' } | { status: 'ready'; profile: BusinessProfileView };

function MetricValue({ metric }: { metric: BusinessProfileView['metrics'][number] }) {
  const { t, i18n } = useTranslation('site');
  if (metric.value === null) return <Text c="dimmed">{t('metrics.unknown')}</Text>;
  if (metric.key === 'mrr') return <Text fw={700}>{new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(metric.value / 100)}</Text>;
  if (metric.key === 'growth') return <Text fw={700}>{new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(metric.value)} %</Text>;
  if (metric.key === 'runway') return <Text fw={700}>{t('metrics.months', { count: Math.floor(metric.value / 30) })}</Text>;
  return <Text fw={700}>{metric.value}</Text>;
}

/** Ask for access: signed-in investors only (the company decides in its investor settings). */
function AskForAccess({ profile }: { profile: BusinessProfileView }) {
  const { t } = useTranslation('site');
  const { status, user } = useSession();
  const location = useLocation();
  const [message, setMessage] = useState('');
  const [state, setState] = useState<{ kind: 'idle' | 'sending' | 'done' | 'error'; text?: string }>({ kind: 'idle' });
  if (!profile.acceptsAccessRequests) return <Text c="dimmed">{t('business.askUnavailable')}</Text>;
  if (status !== 'authenticated') {
    return (
      <Button component={Link} to={`/login?from=${encodeURIComponent(location.pathname)}`} variant="light">
        {t('business.askSignIn')}
      </Button>
    );
  }
  if (user?.primaryPersona !== 'INVESTOR') return <Text c="dimmed">{t('business.askNotInvestor')}</Text>;
  const send = async () => {
    setState({ kind: 'sending' });
    try {
      const result = await callEndpoint(PublicSiteEndpoints.requestAccess, { params: { slug: profile.slug }, body: message.trim() ? { message: message.trim() } : {} }, { public: false });
      setState({ kind: 'done', text: t(result.status === 'requested' ? 'business.askSent' : result.status === 'already_granted' ? 'business.askGranted' : 'business.askAlready') });
    } catch (error) {
      setState({ kind: 'error', text: error instanceof ApiError ? error.message : String(error) });
    }
  };
  if (state.kind === 'done') return <Alert color="teal">{state.text}</Alert>;
  return (
    <Stack gap="sm">
      <Textarea label={t('business.askMessage')} value={message} onChange={(event) => setMessage(event.currentTarget.value)} maxLength={2000} autosize minRows={2} />
      {state.kind === 'error' ? <Alert color="red">{state.text}</Alert> : null}
      <Group>
        <Button onClick={() => void send()} loading={state.kind === 'sending'} data-testid="ask-access">
          {t('business.askButton')}
        </Button>
      </Group>
    </Stack>
  );
}

function Profile() {
  const { t } = useTranslation('site');
  const { t: shell } = useTranslation('shell');
  const { slug = '' } = useParams();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    callEndpoint(PublicSiteEndpoints.business, { params: { slug } }, { signal: controller.signal })
      .then((profile) => setLoad({ status: 'ready', profile }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setLoad(error instanceof ApiError && error.status === 404 ? { status: 'missing' } : { status: 'error' });
      });
    return () => controller.abort();
  }, [slug, attempt]);
  const profile = load.status === 'ready' ? load.profile : null;
  usePageMeta(profile ? profile.name : load.status === 'missing' ? t('business.notFound') : '', profile ? profile.oneLiner || profile.name : undefined, shell('brand'));

  const back = (
    <Anchor component={Link} to="/business-directory" size="sm">
      ← {t('business.back')}
    </Anchor>
  );
  if (load.status === 'loading') return <LoadingState variant="detail" rows={4} />;
  if (load.status === 'missing' || load.status === 'error') {
    return (
      <Stack gap="md" py="md">
        {back}
        <Title order={1}>{load.status === 'missing' ? t('business.notFound') : t('directory.loadFailed')}</Title>
        {load.status === 'missing' ? <Text c="dimmed">{t('business.notFoundHint')}</Text> : <Button onClick={() => setAttempt((n) => n + 1)} w="fit-content">{t('directory.retry')}</Button>}
      </Stack>
    );
  }
  const { profile: p } = load;
  return (
    <Stack gap="lg" py="md" maw={900}>
      {back}
      <Group gap="md" wrap="nowrap" align="flex-start">
        {p.logoUrl ? <img src={p.logoUrl} alt="" width={64} height={64} style={{ borderRadius: 12, objectFit: 'cover' }} /> : null}
        <Stack gap={6}>
          <Title order={1}>{p.name}</Title>
          {p.oneLiner ? (
            <Text size="lg" c="dimmed">
              {p.oneLiner}
            </Text>
          ) : null}
          <Group gap={6}>
            {p.industry ? <Badge variant="light">{t(`industries.${p.industry}`)}</Badge> : null}
            {p.stage ? (
              <Badge variant="light" color="gray">
                {t(`stages.${p.stage}`)}
              </Badge>
            ) : null}
          </Group>
        </Stack>
      </Group>
      {p.description ? <Text style={{ whiteSpace: 'pre-line' }}>{p.description}</Text> : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Card withBorder radius="md">
          <Stack gap="xs">
            <Title order={2} size="h4">
              {t('business.lookingFor')}
            </Title>
            <Group gap={6}>
              {p.seeking.length ? p.seeking.map((seeking) => (
                <Badge key={seeking} variant="outline" color="teal">
                  {t(`seekingOptions.${seeking}`)}
                </Badge>
              )) : <Text c="dimmed">{t('profile.none')}</Text>}
            </Group>
            {p.website ? (
              <Anchor href={p.website} target="_blank" rel="noopener noreferrer nofollow">
                {t('business.website')}
              </Anchor>
            ) : null}
          </Stack>
        </Card>
        <Card withBorder radius="md" data-testid="business-metrics">
          <Stack gap="xs">
            <Title order={2} size="h4">
              {t('business.figures')}
            </Title>
            {p.metrics.length === 0 ? (
              <Text c="dimmed">{t('business.noFigures')}</Text>
            ) : (
              p.metrics.map((metric) => (
                <Group key={metric.key} justify="space-between">
                  <Text size="sm">{t(`metrics.${metric.key}`)}</Text>
                  <MetricValue metric={metric} />
                </Group>
              ))
            )}
          </Stack>
        </Card>
      </SimpleGrid>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('business.askTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('business.askText')}
          </Text>
          <AskForAccess profile={p} />
        </Stack>
      </Card>
    </Stack>
  );
}

/** /businesses/{slug}: a listed startup's public profile, with an investor's "ask for access". */
export default function BusinessProfilePage() {
  return (
    <PublicPage>
      <Suspense fallback={<LoadingState variant="detail" rows={4} />}>
        <Profile />
      </Suspense>
    </PublicPage>
  );
}
