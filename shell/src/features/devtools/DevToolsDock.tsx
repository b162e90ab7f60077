import { useState } from 'react';
import { ActionIcon, Badge, Button, Drawer, Group, Indicator, Select, Stack, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTool } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_ROLES, PERSONAS, PLAN_IDS, type DevToolsStateView } from '@suite/sdk';
import { translateError } from '@suite/sdk/i18n';
import { useSession } from '@suite/sdk/react';
import { useSessionControls } from '../../app/session/SessionProvider.js';
import { isDevEnvironment, useSystemConfig } from '../dev/system-config.js';
import { clearOverrides, devToolsKey, overrideFailureText, setOverride, useDevToolsState, type OverrideField } from './api.js';

const NONE = '__none__';
const FIELDS: { field: OverrideField; values: readonly string[] }[] = [
  { field: 'accountRole', values: ACCOUNT_ROLES },
  { field: 'primaryPersona', values: PERSONAS },
  { field: 'subscriptionPlan', values: PLAN_IDS },
];

/**
 * The dev tools of the allow-listed user (platform.md sections 5 to 7), never in production: a
 * small header button opening a side panel to override the account role, persona and plan. After
 * a change the session reloads, so the sidebar and every gate follow.
 */
export function DevToolsDock() {
  const { t } = useTranslation('devtools');
  const config = useSystemConfig();
  const { user } = useSession();
  const { refresh, devTools } = useSessionControls();
  const queryClient = useQueryClient();
  // Only the allow-listed user asks for the state: nobody else gets a 403 on every page.
  const state = useDevToolsState(Boolean(user) && devTools && isDevEnvironment(config.data));
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState<OverrideField | 'clear' | null>(null);
  if (!state.data) return null;
  const { overrides, isActive } = state.data;

  const apply = async (field: OverrideField | 'clear', run: () => Promise<DevToolsStateView>) => {
    setPending(field);
    try {
      queryClient.setQueryData(devToolsKey, await run());
      await refresh();
      // Every screen reads again as the new role, persona and plan.
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== devToolsKey[0] || query.queryKey[1] !== devToolsKey[1] });
      notifications.show({ color: 'green', message: t('applied') });
    } catch (error) {
      notifications.show({ color: 'red', title: translateError(overrideFailureText(field)), message: translateError(error instanceof Error ? error.message : String(error)) });
    } finally {
      setPending(null);
    }
  };

  return (
    <>
      <Tooltip label={isActive ? t('activeShort') : t('title')}>
        <Indicator disabled={!isActive} color="orange" size={8} offset={3}>
          <ActionIcon variant={isActive ? 'filled' : 'subtle'} color={isActive ? 'orange' : 'gray'} onClick={() => setOpen(true)} aria-label={t('open')} data-testid="dev-tools-button">
            <IconTool size={18} />
          </ActionIcon>
        </Indicator>
      </Tooltip>
      <Drawer opened={open} onClose={() => setOpen(false)} title={t('title')} position="right" size="sm" closeButtonProps={{ 'aria-label': t('close') }}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('intro')}
          </Text>
          {isActive ? (
            <Badge color="orange" variant="light" w="fit-content">
              {t('active')}
            </Badge>
          ) : null}
          {FIELDS.map(({ field, values }) => (
            <Select
              key={field}
              label={t(`fields.${field}`)}
              data={[{ value: NONE, label: t('noOverride') }, ...values.map((value) => ({ value, label: t(`values.${value}`) }))]}
              value={overrides[field] ?? NONE}
              onChange={(value) => {
                if (value === null) return;
                const next = value === NONE ? null : value;
                if (next !== overrides[field]) void apply(field, () => setOverride(field, next));
              }}
              allowDeselect={false}
              disabled={pending !== null}
              comboboxProps={{ withinPortal: true }}
            />
          ))}
          <Group justify="space-between">
            <Text size="xs" c="dimmed">
              {user?.email}
            </Text>
            <Button variant="light" color="red" size="xs" onClick={() => void apply('clear', clearOverrides)} disabled={!isActive || pending !== null} loading={pending === 'clear'}>
              {t('clear')}
            </Button>
          </Group>
        </Stack>
      </Drawer>
    </>
  );
}
