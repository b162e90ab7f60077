import { ActionIcon, Button, Group, Select, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { IconCheck, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@suite/sdk/react';
import { grantableRoles } from '../account/roles.js';
import { accountErrorText } from '../account/account-errors.js';
import { inviteRowProblem, newInviteRow, type InviteRow } from './wizard-logic.js';
import { translateError } from '@suite/sdk/i18n';

export interface TeamStepProps {
  rows: InviteRow[];
  onChange(rows: InviteRow[]): void;
  showAll: boolean;
  readOnly: boolean;
}

/** Invite the team: an email and a role per person, sent with POST /accounts/{id}/invitations on Next. */
export function TeamStep({ rows, onChange, showAll, readOnly }: TeamStepProps) {
  const { t } = useTranslation('onboarding');
  const { t: tAccount } = useTranslation('account');
  const { account, user } = useSession();
  const roles = grantableRoles(account?.role, user?.isSuperAdmin);
  const update = (key: number, patch: Partial<InviteRow>) => onChange(rows.map((row) => (row.key === key ? { ...row, ...patch, state: patch.state ?? (row.state === 'failed' ? 'draft' : row.state), error: patch.error ?? null } : row)));
  const nextKey = rows.reduce((max, row) => Math.max(max, row.key), 0) + 1;
  return (
    <Stack gap="sm">
      <div>
        <Text fw={600}>{t('team.title')}</Text>
        <Text size="sm" c="dimmed">
          {t('team.hint')}
        </Text>
      </div>
      {readOnly ? (
        <Text size="sm" c="dimmed">
          {t('readOnly')}
        </Text>
      ) : (
        <>
          {rows.map((row, index) => {
            const problem = showAll || row.error ? inviteRowProblem(row) : null;
            const error = row.error ? accountErrorText(row.error, tAccount) : problem ? translateError(problem) : undefined;
            const sent = row.state === 'sent';
            return (
              <Group key={row.key} gap="xs" align="flex-start" wrap="nowrap">
                <TextInput
                  label={index === 0 ? t('team.email') : undefined}
                  aria-label={t('team.email')}
                  placeholder={t('team.emailPlaceholder')}
                  type="email"
                  value={row.email}
                  onChange={(event) => update(row.key, { email: event.currentTarget.value })}
                  error={error}
                  readOnly={sent}
                  style={{ flex: 1, minWidth: 0 }}
                  rightSection={
                    sent ? (
                      <ThemeIcon size="sm" radius="xl" color="green" variant="light" aria-label={t('team.sent')}>
                        <IconCheck size={12} />
                      </ThemeIcon>
                    ) : undefined
                  }
                />
                <Select
                  label={index === 0 ? t('team.role') : undefined}
                  aria-label={t('team.role')}
                  data={roles.map((role) => ({ value: role, label: t(`team.roles.${role}`) }))}
                  value={row.role}
                  onChange={(value) => value && update(row.key, { role: value })}
                  allowDeselect={false}
                  disabled={sent}
                  w={{ base: 120, xs: 150 }}
                />
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t('team.remove')}
                  onClick={() => onChange(rows.length > 1 ? rows.filter((other) => other.key !== row.key) : [newInviteRow(nextKey)])}
                  mt={index === 0 ? 26 : 4}
                  disabled={sent}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            );
          })}
          {rows.some((row) => row.state === 'sent') ? (
            <Text size="xs" c="green" role="status">
              {t('team.sent')}: {rows.filter((row) => row.state === 'sent').map((row) => row.email.trim()).join(', ')}
            </Text>
          ) : null}
          <Button variant="subtle" leftSection={<IconPlus size={16} />} onClick={() => onChange([...rows, newInviteRow(nextKey)])} w="fit-content" size="xs">
            {t('team.add')}
          </Button>
        </>
      )}
    </Stack>
  );
}
