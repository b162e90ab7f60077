import { useState } from 'react';
import { Anchor, Badge, Button, Code, Group, Modal, MultiSelect, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconExternalLink, IconKey, IconPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ApiKeyKind, ApiKeyView } from '@suite/sdk';
import { callEndpoint, endpointKey, useEndpointQuery } from '@suite/sdk/client';
import { ApiKeyEndpoints } from '@suite/sdk/endpoints';
import { currentLanguage } from '@suite/sdk/i18n';
import { ConfirmDialog, ErrorState } from '@suite/sdk/ui';
import { useSession } from '@suite/sdk/react';
import './locales/error-texts.js';
import { RequireAuth } from '../../app/RequireAuth.js';
import { failureText } from '../billing/failure.js';
import { formatDateTime } from '../billing/format.js';
import { DialogFormFooter, LabelledChoice, SecretOnce } from './form-parts.js';
import { IntegrationPage, ListStates, ListTable, useConfirmedAction } from './page-parts.js';

function useRefreshKeys() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: endpointKey(ApiKeyEndpoints.list) });
}

/** The "Create API key" form (name, personal or account, scopes); exported for its story. */
export function CreateKeyDialog({ opened, onClose, onCreated }: { opened: boolean; onClose: () => void; onCreated: (secret: string) => void }) {
  const { t } = useTranslation('integrations');
  const options = useEndpointQuery(ApiKeyEndpoints.scopes, {}, { enabled: opened });
  const [name, setName] = useState('');
  const [kind, setKind] = useState<ApiKeyKind>('personal');
  const [scopes, setScopes] = useState<string[]>(['read:all']);
  const [error, setError] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: () => callEndpoint(ApiKeyEndpoints.create, { body: { name: name.trim(), kind, scopes } }),
    onSuccess: (created) => {
      setName('');
      setKind('personal');
      setScopes(['read:all']);
      setError(null);
      onCreated(created.secret);
    },
    onError: (failure) => setError(failureText(failure, t('apiKeys.createFailed'))),
  });
  const data = (options.data?.scopes ?? []).map((option) => ({ value: option.scope, label: option.scope }));
  return (
    <Modal opened={opened} onClose={onClose} title={t('apiKeys.createTitle')} centered size="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!create.isPending && name.trim() && scopes.length) create.mutate();
        }}
      >
        <Stack gap="md">
          <TextInput label={t('apiKeys.name')} placeholder={t('apiKeys.namePlaceholder')} required maxLength={80} value={name} onChange={(event) => setName(event.currentTarget.value)} data-autofocus />
          {options.data?.canCreateAccountKeys ? (
            <LabelledChoice<ApiKeyKind>
              id="api-key-kind-label"
              label={t('apiKeys.kind')}
              value={kind}
              onChange={setKind}
              options={[
                { value: 'personal', label: t('apiKeys.kinds.personal') },
                { value: 'account', label: t('apiKeys.kinds.account') },
              ]}
            />
          ) : null}
          <Text size="xs" c="dimmed">
            {t('apiKeys.kindHelp')}
          </Text>
          {options.isError ? (
            <ErrorState error={options.error} onRetry={() => void options.refetch()} />
          ) : (
            <MultiSelect label={t('apiKeys.scopes')} description={t('apiKeys.scopesHint')} data={data} value={scopes} onChange={setScopes} searchable required disabled={options.isPending} comboboxProps={{ withinPortal: true }} />
          )}
          <DialogFormFooter error={error} cancelLabel={t('apiKeys.cancel')} submitLabel={t('apiKeys.submit')} onCancel={onClose} loading={create.isPending} disabled={!name.trim() || scopes.length === 0} />
        </Stack>
      </form>
    </Modal>
  );
}

function examples(origin: string, accountId: string): string {
  return [
    '# The events a webhook can subscribe to, with the key as a bearer token',
    `curl -H "Authorization: Bearer $SUITE_API_KEY" \\`,
    `  ${origin}/api/integrations/webhooks/events`,
    '',
    '# The same key in the X-API-Key header (the account is the key\'s own; X-Tenant-ID may name it)',
    `curl -H "X-API-Key: $SUITE_API_KEY" -H "X-Tenant-ID: ${accountId}" \\`,
    `  ${origin}/api/billing/revenue/integrations`,
    '',
    '# A write needs a write scope on that area (or write:all)',
    `curl -X POST -H "Authorization: Bearer $SUITE_API_KEY" -H "Content-Type: application/json" \\`,
    `  -d '{"url":"https://example.com/hook","events":["retro.completed"],"category":"analytics"}' \\`,
    `  ${origin}/api/integrations/webhooks`,
  ].join('\n');
}

function ApiKeys() {
  const { t } = useTranslation('integrations');
  const language = currentLanguage();
  const { account } = useSession();
  const refresh = useRefreshKeys();
  const keys = useEndpointQuery(ApiKeyEndpoints.list, {}, { key: [account?.id ?? ''], enabled: Boolean(account?.id) });
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const revoke = useConfirmedAction((key: ApiKeyView) => callEndpoint(ApiKeyEndpoints.revoke, { params: { id: key.id } }), {
    onDone: () => refresh(),
    onError: (failure) => notifications.show({ color: 'red', message: failureText(failure, t('apiKeys.revokeFailed')) }),
  });
  const createButton = (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
      {t('apiKeys.create')}
    </Button>
  );
  const list = (
    <ListStates query={keys} loadError={t('apiKeys.loadFailed')} empty={{ icon: <IconKey size={22} />, title: t('apiKeys.emptyTitle'), description: t('apiKeys.emptyBody'), action: createButton }}>
      {(rows) => (
        <ListTable minWidth={760} verticalSpacing="sm" fz="sm" highlightOnHover headers={[t('apiKeys.name'), t('apiKeys.prefix'), t('apiKeys.scopesColumn'), t('apiKeys.createdBy'), t('apiKeys.lastUsed'), null]}>
          {rows.map((key) => (
            <Table.Tr key={key.id} data-testid="api-key-row">
              <Table.Td>
                <Text fw={600} size="sm">
                  {key.name}
                </Text>
                <Group gap={4}>
                  <Badge size="xs" variant="outline" tt="none">
                    {t(`apiKeys.kinds.${key.kind}`)}
                  </Badge>
                  <Badge size="xs" color={key.revokedAt ? 'gray' : 'green'} variant="light" tt="none">
                    {key.revokedAt ? t('apiKeys.revoked') : t('apiKeys.active')}
                  </Badge>
                </Group>
              </Table.Td>
              <Table.Td>
                <Code>{key.prefix}…</Code>
              </Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {key.scopes.map((scope) => (
                    <Badge key={scope} size="sm" variant="light" color="gray" tt="none">
                      {scope}
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{key.createdByName}</Text>
                <Text size="xs" c="dimmed">
                  {formatDateTime(key.createdAt, language)}
                </Text>
              </Table.Td>
              <Table.Td>{key.lastUsedAt ? formatDateTime(key.lastUsedAt, language) : t('apiKeys.never')}</Table.Td>
              <Table.Td>
                {!key.revokedAt ? (
                  <Button size="compact-sm" variant="subtle" color="red" onClick={() => revoke.ask(key)} aria-label={`${t('apiKeys.revoke')}: ${key.name}`}>
                    {t('apiKeys.revoke')}
                  </Button>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </ListTable>
      )}
    </ListStates>
  );

  return (
    <IntegrationPage title={t('apiKeys.title')} description={t('apiKeys.description')} actions={keys.data && keys.data.length > 0 ? createButton : null}>
      <Group gap="md">
        <Anchor href="/api-reference" target="_blank" rel="noopener">
          <Group gap={4}>
            {t('apiKeys.reference')} <IconExternalLink size={14} aria-hidden />
          </Group>
        </Anchor>
        <Anchor href="/api/openapi.json" target="_blank" rel="noopener">
          {t('apiKeys.openapi')}
        </Anchor>
      </Group>
      {list}
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="api-examples-title">
        <Stack gap="xs">
          <Title order={2} size="h5" id="api-examples-title">
            {t('apiKeys.examplesTitle')}
          </Title>
          <Text size="sm">{t('apiKeys.examplesBody')}</Text>
          <Code block data-testid="api-examples" style={{ overflowX: 'auto' }}>
            {examples(window.location.origin, account?.id ?? '<account id>')}
          </Code>
          <Text size="xs" c="dimmed">
            {t('apiKeys.hashedNote')}
          </Text>
        </Stack>
      </Paper>
      <CreateKeyDialog
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(created) => {
          setCreating(false);
          setSecret(created);
          void refresh();
        }}
      />
      <SecretOnce opened={secret !== null} title={t('apiKeys.secretTitle')} body={t('apiKeys.secretBody')} secret={secret ?? ''} onClose={() => setSecret(null)} copyLabel={t('apiKeys.copy')} copiedLabel={t('apiKeys.copied')} doneLabel={t('apiKeys.done')} />
      <ConfirmDialog {...revoke.dialog} title={t('apiKeys.revokeTitle')} message={t('apiKeys.revokeBody', { name: revoke.target?.name ?? '' })} confirmLabel={t('apiKeys.revoke')} danger />
    </IntegrationPage>
  );
}

export default function ApiKeysPage() {
  return (
    <RequireAuth>
      <ApiKeys />
    </RequireAuth>
  );
}
