import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Checkbox, Code, Group, Modal, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlayerPause, IconPlayerPlay, IconPlus, IconRefresh, IconSend, IconWebhook } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { WebhookCategory, WebhookDeliveryView, WebhookFormat, WebhookView, WebhookWithSecret } from '@suite/sdk';
import { callEndpoint, endpointKey, useEndpointQuery } from '@suite/sdk/client';
import { WebhookEndpoints } from '@suite/sdk/endpoints';
import { currentLanguage } from '@suite/sdk/i18n';
import { ConfirmDialog, ErrorState, LoadingState } from '@suite/sdk/ui';
import { useAppAbility, useSession } from '@suite/sdk/react';
import './locales/error-texts.js';
import { RequireAuth } from '../../app/RequireAuth.js';
import { failureText } from '../billing/failure.js';
import { formatDateTime } from '../billing/format.js';

/** After any change: the endpoints and their deliveries read again. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => Promise.all([WebhookEndpoints.list, WebhookEndpoints.get, WebhookEndpoints.deliveries].map((endpoint) => queryClient.invalidateQueries({ queryKey: endpointKey(endpoint) }))).then(() => undefined);
}

import { DialogFormFooter, LabelledChoice, SecretOnce } from './form-parts.js';
import { IntegrationPage, ListStates, ListTable, useConfirmedAction } from './page-parts.js';

/** The "Add endpoint" form (URL, events, format); exported for its story. */
export function AddEndpointDialog({ category, opened, onClose, onCreated }: { category: WebhookCategory; opened: boolean; onClose: () => void; onCreated: (created: WebhookWithSecret) => void }) {
  const { t } = useTranslation('integrations');
  const events = useEndpointQuery(WebhookEndpoints.events, {}, { enabled: opened });
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [format, setFormat] = useState<WebhookFormat>(category === 'communication' ? 'slack' : 'json');
  const [error, setError] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: () => callEndpoint(WebhookEndpoints.create, { body: { url: url.trim(), events: chosen, category, format, description } }),
    onSuccess: (created) => {
      setUrl('');
      setDescription('');
      setChosen([]);
      setError(null);
      onCreated(created);
    },
    onError: (failure) => setError(failureText(failure, t('webhooks.createFailed'))),
  });
  const urlProblem = url.trim() && !/^https:\/\//i.test(url.trim()) && !/^http:\/\/(localhost|127\.0\.0\.1)(:|\/)/i.test(url.trim()) ? t('webhooks.urlHint') : null;
  return (
    <Modal opened={opened} onClose={onClose} title={t('webhooks.addTitle')} centered size="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!create.isPending) create.mutate();
        }}
      >
        <Stack gap="md">
          <TextInput label={t('webhooks.url')} placeholder="https://" required value={url} onChange={(event) => setUrl(event.currentTarget.value)} error={urlProblem} description={t('webhooks.urlHint')} data-autofocus />
          <TextInput label={t('webhooks.descriptionLabel')} value={description} maxLength={200} onChange={(event) => setDescription(event.currentTarget.value)} />
          {events.isPending ? (
            <LoadingState />
          ) : events.isError ? (
            <ErrorState error={events.error} onRetry={() => void events.refetch()} />
          ) : (
            <Checkbox.Group label={t('webhooks.events')} description={t('webhooks.eventsHint')} value={chosen} onChange={setChosen} required>
              <Stack gap={6} mt="xs">
                {events.data.map((event) => (
                  <Checkbox key={event.name} value={event.name} label={<Code>{event.name}</Code>} description={event.fields.join(', ')} />
                ))}
              </Stack>
            </Checkbox.Group>
          )}
          <LabelledChoice<WebhookFormat>
            id="webhook-format-label"
            label={t('webhooks.format')}
            value={format}
            onChange={setFormat}
            options={[
              { value: 'json', label: t('webhooks.formats.json') },
              { value: 'slack', label: t('webhooks.formats.slack') },
            ]}
          />
          <DialogFormFooter error={error} cancelLabel={t('webhooks.cancel')} submitLabel={t('webhooks.create')} onCancel={onClose} loading={create.isPending} disabled={!url.trim() || chosen.length === 0 || Boolean(urlProblem)} />
        </Stack>
      </form>
    </Modal>
  );
}

function DeliveryLog({ endpoint }: { endpoint: WebhookView }) {
  const { t } = useTranslation('integrations');
  const language = currentLanguage();
  const refresh = useRefresh();
  const deliveries = useEndpointQuery(WebhookEndpoints.deliveries, { params: { id: endpoint.id }, query: { limit: 20 } }, { refetchInterval: 5000 });
  const replay = useMutation({
    mutationFn: (delivery: WebhookDeliveryView) => callEndpoint(WebhookEndpoints.replay, { params: { id: endpoint.id, deliveryId: delivery.id } }),
    onSuccess: () => {
      notifications.show({ color: 'green', message: t('webhooks.replayed') });
      return refresh();
    },
    onError: (failure) => notifications.show({ color: 'red', message: failureText(failure, t('webhooks.actionFailed')) }),
  });
  if (deliveries.isPending) return <LoadingState />;
  if (deliveries.isError) return <ErrorState error={deliveries.error} title={t('webhooks.deliveriesFailed')} onRetry={() => void deliveries.refetch()} />;
  if (deliveries.data.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('webhooks.deliveriesEmpty')}
      </Text>
    );
  const color = { pending: 'blue', succeeded: 'green', failed: 'red' } as const;
  return (
    <ListTable minWidth={560} striped verticalSpacing="xs" fz="sm" caption={t('webhooks.deliveries')} headers={[t('webhooks.event'), t('webhooks.when'), t('webhooks.result'), t('webhooks.attempts'), null]}>
      {deliveries.data.map((delivery) => (
        <Table.Tr key={delivery.id} data-testid="webhook-delivery">
          <Table.Td>
            <Code>{delivery.event}</Code>
            {delivery.replayOf ? (
              <Badge ml={6} size="xs" variant="outline" tt="none">
                {t('webhooks.replayOf')}
              </Badge>
            ) : null}
          </Table.Td>
          <Table.Td>{formatDateTime(delivery.createdAt, language)}</Table.Td>
          <Table.Td>
            <Badge color={color[delivery.status]} variant="light" tt="none">
              {t(`webhooks.deliveryStatus.${delivery.status}`)}
            </Badge>
          </Table.Td>
          <Table.Td>
            <Stack gap={0}>
              {delivery.log.map((attempt) => (
                <Text key={attempt.attempt} size="xs" c={attempt.error ? 'red' : 'dimmed'}>
                  {t('webhooks.attemptLine', { attempt: attempt.attempt, code: attempt.statusCode ?? attempt.error ?? t('webhooks.noAnswer'), ms: attempt.durationMs })}
                </Text>
              ))}
            </Stack>
          </Table.Td>
          <Table.Td>
            {delivery.status !== 'pending' ? (
              <Button size="compact-xs" variant="subtle" leftSection={<IconRefresh size={12} />} onClick={() => replay.mutate(delivery)} disabled={endpoint.status !== 'active'} loading={replay.isPending && replay.variables?.id === delivery.id}>
                {t('webhooks.replay')}
              </Button>
            ) : null}
          </Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}

function EndpointCard({ endpoint, onRemove, onSecret }: { endpoint: WebhookView; onRemove: (endpoint: WebhookView) => void; onSecret: (endpoint: WebhookView) => void }) {
  const { t } = useTranslation('integrations');
  const language = currentLanguage();
  const refresh = useRefresh();
  const [showLog, setShowLog] = useState(false);
  const fail = (failure: unknown) => notifications.show({ color: 'red', message: failureText(failure, t('webhooks.actionFailed')) });
  const setStatus = useMutation({
    mutationFn: (status: 'active' | 'paused') => callEndpoint(WebhookEndpoints.update, { params: { id: endpoint.id }, body: { status } }),
    onSuccess: () => refresh(),
    onError: fail,
  });
  const test = useMutation({
    mutationFn: () => callEndpoint(WebhookEndpoints.test, { params: { id: endpoint.id } }),
    onSuccess: () => {
      notifications.show({ color: 'green', message: t('webhooks.testSent') });
      setShowLog(true);
      return refresh();
    },
    onError: fail,
  });
  const paused = endpoint.status === 'paused';
  return (
    <Paper withBorder radius="md" p="md" component="li" data-testid="webhook-endpoint">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2} style={{ minWidth: 0, flex: '1 1 240px' }}>
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {endpoint.url}
            </Text>
            {endpoint.description ? (
              <Text size="sm" c="dimmed">
                {endpoint.description}
              </Text>
            ) : null}
          </Stack>
          <Group gap={6}>
            <Badge variant="outline" tt="none">
              {t(`webhooks.formats.${endpoint.format}`)}
            </Badge>
            <Badge color={paused ? 'orange' : 'green'} variant="light" tt="none">
              {t(`webhooks.status.${endpoint.status}`)}
            </Badge>
          </Group>
        </Group>
        <Group gap={4}>
          {endpoint.events.map((event) => (
            <Badge key={event} variant="light" color="gray" tt="none">
              {event}
            </Badge>
          ))}
        </Group>
        {paused && endpoint.pauseReason ? (
          <Alert color="orange" variant="light" p="xs">
            {endpoint.pauseReason}
          </Alert>
        ) : null}
        <Text size="xs" c="dimmed">
          {endpoint.lastDeliveryAt ? t('webhooks.lastDelivery', { when: formatDateTime(endpoint.lastDeliveryAt, language), code: endpoint.lastStatusCode ?? t('webhooks.noAnswer') }) : t('webhooks.neverDelivered')}
          {' · '}
          {t('webhooks.secretEnding', { last4: endpoint.secretLast4 })}
          {endpoint.consecutiveFailures > 0 ? ` · ${t('webhooks.failures', { count: endpoint.consecutiveFailures })}` : ''}
        </Text>
        <Group gap="xs">
          <Button size="xs" variant="light" leftSection={<IconSend size={14} />} onClick={() => test.mutate()} loading={test.isPending} disabled={paused}>
            {t('webhooks.test')}
          </Button>
          <Button size="xs" variant="default" leftSection={paused ? <IconPlayerPlay size={14} /> : <IconPlayerPause size={14} />} onClick={() => setStatus.mutate(paused ? 'active' : 'paused')} loading={setStatus.isPending}>
            {paused ? t('webhooks.resume') : t('webhooks.pause')}
          </Button>
          <Button size="xs" variant="default" onClick={() => onSecret(endpoint)}>
            {t('webhooks.rotate')}
          </Button>
          <Button size="xs" variant="subtle" onClick={() => setShowLog((shown) => !shown)} aria-expanded={showLog}>
            {t('webhooks.deliveries')}
          </Button>
          <Button size="xs" variant="subtle" color="red" ml="auto" onClick={() => onRemove(endpoint)}>
            {t('webhooks.remove')}
          </Button>
        </Group>
        {showLog ? <DeliveryLog endpoint={endpoint} /> : null}
      </Stack>
    </Paper>
  );
}

const VERIFY_SAMPLE = `import { createHmac, timingSafeEqual } from 'node:crypto';

// rawBody: the request body exactly as received (a string)
function verify(secret, headers, rawBody) {
  const timestamp = Number(headers['x-suite-timestamp']);
  if (Math.abs(Date.now() / 1000 - timestamp) > 300) return false;
  const expected = 'v1=' + createHmac('sha256', secret).update(\`\${timestamp}.\${rawBody}\`).digest('hex');
  const given = String(headers['x-suite-signature'] ?? '');
  return given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}`;

function Webhooks({ category }: { category: WebhookCategory }) {
  const { t } = useTranslation('integrations');
  const { account } = useSession();
  const ability = useAppAbility();
  const refresh = useRefresh();
  const canManage = ability.can('update', 'Integrations');
  const planAllows = ability.can('use', 'PlanFeature:integrations');
  const endpoints = useEndpointQuery(WebhookEndpoints.list, { query: { category } }, { key: [account?.id ?? ''], enabled: canManage && Boolean(account?.id) });
  const [adding, setAdding] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const fail = (failure: unknown) => notifications.show({ color: 'red', message: failureText(failure, t('webhooks.actionFailed')) });
  const remove = useConfirmedAction((endpoint: WebhookView) => callEndpoint(WebhookEndpoints.remove, { params: { id: endpoint.id } }), { onDone: () => refresh(), onError: fail });
  const rotate = useConfirmedAction((endpoint: WebhookView) => callEndpoint(WebhookEndpoints.rotateSecret, { params: { id: endpoint.id } }), {
    onDone: (rotated) => {
      setSecret(rotated.secret);
      return refresh();
    },
    onError: fail,
  });
  const addButton =
    canManage && planAllows ? (
      <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
        {t('webhooks.add')}
      </Button>
    ) : null;

  const list = canManage ? (
    <ListStates query={endpoints} loadError={t('webhooks.loadFailed')} empty={{ icon: <IconWebhook size={22} />, title: t('webhooks.emptyTitle'), description: t('webhooks.emptyBody'), action: addButton }}>
      {(rows) => (
        <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {rows.map((endpoint) => (
            <EndpointCard key={endpoint.id} endpoint={endpoint} onRemove={remove.ask} onSecret={rotate.ask} />
          ))}
        </Stack>
      )}
    </ListStates>
  ) : null;

  return (
    <IntegrationPage title={t(`webhooks.${category}.title`)} description={t(`webhooks.${category}.description`)} actions={endpoints.data && endpoints.data.length > 0 ? addButton : null}>
      {!planAllows ? (
        <Alert color="orange" variant="light" title={t('webhooks.planTitle')}>
          <Anchor component={Link} to="/pricing">
            {t('page.upgrade')}
          </Anchor>
        </Alert>
      ) : null}
      {!canManage ? (
        <Alert color="gray" variant="light">
          {t('webhooks.managersOnly')}
        </Alert>
      ) : null}
      {list}
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="webhook-verify-title">
        <Stack gap="xs">
          <Title order={2} size="h5" id="webhook-verify-title">
            {t('webhooks.verifyTitle')}
          </Title>
          <Text size="sm">{t('webhooks.verifyBody')}</Text>
          <Code block style={{ overflowX: 'auto' }}>
            {VERIFY_SAMPLE}
          </Code>
          <Text size="sm" c="dimmed">
            {t('webhooks.retryBody')}
          </Text>
        </Stack>
      </Paper>
      <AddEndpointDialog
        category={category}
        opened={adding}
        onClose={() => setAdding(false)}
        onCreated={(created) => {
          setAdding(false);
          setSecret(created.secret);
          void refresh();
        }}
      />
      <SecretOnce opened={secret !== null} title={t('webhooks.secretTitle')} body={t('webhooks.secretBody')} secret={secret ?? ''} onClose={() => setSecret(null)} copyLabel={t('webhooks.copy')} copiedLabel={t('webhooks.copied')} doneLabel={t('webhooks.done')} />
      <ConfirmDialog {...remove.dialog} title={t('webhooks.removeTitle')} message={t('webhooks.removeBody', { url: remove.target?.url ?? '' })} confirmLabel={t('webhooks.remove')} danger />
      <ConfirmDialog {...rotate.dialog} title={t('webhooks.rotateTitle')} message={t('webhooks.rotateBody')} confirmLabel={t('webhooks.rotate')} />
    </IntegrationPage>
  );
}

export function CommunicationIntegrationsPage() {
  return (
    <RequireAuth>
      <Webhooks category="communication" />
    </RequireAuth>
  );
}

export function AnalyticsIntegrationsPage() {
  return (
    <RequireAuth>
      <Webhooks category="analytics" />
    </RequireAuth>
  );
}
