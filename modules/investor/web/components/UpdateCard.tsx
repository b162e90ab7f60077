import { useEffect, useRef, useState } from 'react';
import { Alert, Badge, Button, Divider, Group, Paper, SimpleGrid, Stack, Text, Textarea, Title, notifications, useTranslation } from '@suite/sdk/web';
import type { Communication } from '../../shared/index.js';
import { useMarkRead, useRespond } from '../api.js';
import { shortMoney } from '../format.js';
import { Figure } from './Figure.js';
import { useDay } from '../useDay.js';

/**
 * An update, board package or message in the thread with a company: its figures as they were sent
 * (dated), its sections, the replies, and a comment box when the company takes comments.
 */
export function UpdateCard({ communication, canComment }: { communication: Communication; canComment: boolean }) {
  const { t } = useTranslation('investor');
  const markRead = useMarkRead();
  const respond = useRespond();
  const [comment, setComment] = useState('');
  const marked = useRef(false);
  const day = useDay();
  const c = communication;

  // Opening the thread is reading it: the company sees the receipt.
  useEffect(() => {
    if (c.readByMe || marked.current) return;
    marked.current = true;
    markRead.mutate({ params: { id: c.id }, body: {} });
  }, [c.id, c.readByMe, markRead]);

  return (
    <Paper withBorder radius="md" p="md" component="article" data-testid="communication" aria-label={c.subject ?? undefined}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={0}>
            <Title order={3} size="h5">
              {c.subject ?? t('company.updates')}
            </Title>
            <Text size="xs" c="dimmed">
              {[c.senderName ? t('company.from', { name: c.senderName }) : null, day(c.createdAt)].filter(Boolean).join(' · ')}
            </Text>
          </Stack>
          {c.readByMe ? <Badge variant="light" color="gray" tt="none">{t('company.read')}</Badge> : null}
        </Group>
        {c.metrics ? (
          <Stack gap={4}>
            <Text size="xs" c="dimmed">
              {t('common.asOf', { date: day(c.metrics.asOf) })}
            </Text>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
              <Figure label={t('metrics.cashOnHand')} value={shortMoney(c.metrics.cashOnHand)} />
              <Figure label={t('metrics.monthlyNetBurn')} value={shortMoney(c.metrics.monthlyNetBurn)} />
              <Figure label={t('metrics.runway')} value={c.metrics.runwayDays === null ? null : t('common.days', { count: c.metrics.runwayDays })} />
              <Figure label={t('metrics.mrr')} value={shortMoney(c.metrics.mrr)} />
            </SimpleGrid>
          </Stack>
        ) : null}
        {c.sections
          ? (['highlights', 'lowlights', 'asks'] as const)
              .filter((key) => c.sections![key].trim())
              .map((key) => (
                <Stack key={key} gap={2}>
                  <Text size="sm" fw={600}>
                    {t(`company.${key}`)}
                  </Text>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    {c.sections![key]}
                  </Text>
                </Stack>
              ))
          : null}
        {c.content ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {c.content}
          </Text>
        ) : null}
        {c.replies.length > 0 ? (
          <Stack gap="xs">
            <Divider />
            {c.replies.map((reply) => (
              <Stack key={reply.id} gap={0} data-testid="reply">
                <Text size="xs" c="dimmed">
                  {[reply.senderName, day(reply.createdAt)].filter(Boolean).join(' · ')}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {reply.content}
                </Text>
              </Stack>
            ))}
          </Stack>
        ) : null}
        {canComment ? (
          <Stack
            component="form"
            gap="xs"
            onSubmit={(event) => {
              event.preventDefault();
              if (!comment.trim()) return;
              respond.mutate(
                { params: { id: c.id }, body: { content: comment } },
                {
                  onSuccess: () => {
                    setComment('');
                    notifications.show({ message: t('company.commentSent'), color: 'green' });
                  },
                },
              );
            }}
          >
            <Textarea label={t('company.comment')} placeholder={t('company.commentPlaceholder')} value={comment} onChange={(event) => setComment(event.currentTarget.value)} autosize minRows={2} />
            {respond.isError ? <Alert color="red">{respond.error.message}</Alert> : null}
            <Group justify="flex-end">
              <Button type="submit" size="xs" loading={respond.isPending} disabled={!comment.trim()}>
                {t('company.comment')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
