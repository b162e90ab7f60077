import { useEffect, useState } from 'react';
import { Alert, Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, callEndpoint } from '@suite/sdk/client';
import { AuthEndpoints } from '@suite/sdk/endpoints';
import { ConfirmDialog } from '@suite/sdk/ui';
import type { UserProfile } from '@suite/sdk';
import { useSessionControls } from '../../../app/session/SessionProvider.js';
import { accountErrorText, messageOf } from '../account-errors.js';
import { AVATAR_MAX_BYTES, AVATAR_TYPES, avatarForm, avatarProblem } from '../avatar.js';
import { accountKeys } from '../api.js';
import { initialsOf } from '../format.js';

/** The profile photo: choose (png, jpeg, webp or gif, up to 2 MB), see it, upload it; or remove it. */
export function AvatarEditor({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const { refresh } = useSessionControls();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const settle = async () => {
    await queryClient.invalidateQueries({ queryKey: accountKeys.profile });
    await refresh();
  };

  const upload = useMutation({
    // A multipart body (Express parses it before the route), so not through callEndpoint's JSON body.
    mutationFn: (chosen: File) => api.post(AuthEndpoints.uploadAvatar.path, avatarForm(chosen, chosen.name)),
    onSuccess: async () => {
      setFile(null);
      notifications.show({ color: 'green', message: t('avatar.saved') });
      await settle();
    },
  });
  const remove = useMutation({
    mutationFn: () => callEndpoint(AuthEndpoints.deleteAvatar, {}),
    onSuccess: async () => {
      setConfirmRemove(false);
      notifications.show({ color: 'green', message: t('avatar.removed') });
      await settle();
    },
  });

  const choose = (chosen: File | null) => {
    upload.reset();
    if (!chosen) return;
    const why = avatarProblem(chosen);
    setProblem(why === 'type' ? t('avatar.wrongType') : why === 'size' ? t('avatar.tooLarge', { mb: AVATAR_MAX_BYTES / (1024 * 1024) }) : null);
    setFile(why ? null : chosen);
  };

  const failure = upload.error ?? remove.error;
  return (
    <Stack gap="sm" align="center">
      <Avatar src={preview ?? profile.avatarUrl} size={112} radius={112} color="indigo" alt={t('avatar.alt')}>
        {initialsOf(profile)}
      </Avatar>
      {preview ? (
        <Text size="xs" c="dimmed">
          {t('avatar.previewHint')}
        </Text>
      ) : null}
      {problem ? (
        <Text size="xs" c="red" role="alert" ta="center">
          {problem}
        </Text>
      ) : null}
      {failure ? (
        <Alert color="red" variant="light" p="xs" role="alert">
          <Text size="xs">
            {t('avatar.failed')} {accountErrorText(messageOf(failure, ''), t)} {t('common.retryAdvice')}
          </Text>
        </Alert>
      ) : null}
      {file ? (
        <Group gap="xs" justify="center">
          <Button size="xs" leftSection={<IconUpload size={14} />} loading={upload.isPending} onClick={() => upload.mutate(file)}>
            {t('avatar.upload')}
          </Button>
          <Button size="xs" variant="default" onClick={() => setFile(null)} disabled={upload.isPending}>
            {t('common:cancel')}
          </Button>
        </Group>
      ) : (
        <Group gap="xs" justify="center">
          <FileButton onChange={choose} accept={AVATAR_TYPES.join(',')}>
            {(props) => (
              <Button size="xs" variant="light" leftSection={<IconPhoto size={14} />} {...props}>
                {t('avatar.choose')}
              </Button>
            )}
          </FileButton>
          {profile.avatarUrl ? (
            <Button size="xs" variant="subtle" color="red" leftSection={<IconTrash size={14} />} onClick={() => setConfirmRemove(true)}>
              {t('avatar.remove')}
            </Button>
          ) : null}
        </Group>
      )}
      <Text size="xs" c="dimmed" ta="center">
        {t('avatar.rules', { mb: AVATAR_MAX_BYTES / (1024 * 1024) })}
      </Text>
      <ConfirmDialog
        opened={confirmRemove}
        title={t('avatar.removeTitle')}
        message={t('avatar.removeMessage')}
        confirmLabel={t('avatar.remove')}
        danger
        loading={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => setConfirmRemove(false)}
      />
    </Stack>
  );
}
