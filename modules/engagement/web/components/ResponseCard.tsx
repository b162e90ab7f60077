import { Badge, Button, Group, Paper, Stack, TagsInput, Text, formatPrice, notifications, useTranslation } from '@suite/sdk/web';
import type { ResponseView } from '../../shared/views.js';
import { useResponseToBacklog, useUpdateResponse } from '../api.js';
import { SentimentBadge } from './SentimentBadge.js';

const npsColor = (score: number) => (score >= 9 ? 'green' : score >= 7 ? 'yellow' : 'red');

/** One answer in the feedback hub: scores, sentiment, themes, the visitor and their MRR, triage and the backlog. */
export function ResponseCard({ response, canTriage, backlogOn }: { response: ResponseView; canTriage: boolean; backlogOn: boolean }) {
  const { t, i18n } = useTranslation('engagement');
  const update = useUpdateResponse();
  const toBacklog = useResponseToBacklog();
  return (
    <Paper component="li" withBorder p="md" radius="md" style={{ listStyle: 'none' }} data-testid="feedback-response">
      <Stack gap={8}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            {response.nps !== null ? <Badge color={npsColor(response.nps)}>{t('hub.nps', { score: response.nps })}</Badge> : null}
            {response.comment ? <SentimentBadge sentiment={response.sentiment} /> : null}
            <Badge variant="outline" color={response.status === 'NEW' ? 'blue' : 'gray'}>
              {t(`hub.statuses.${response.status}`)}
            </Badge>
            {response.themes.map((theme) => (
              <Badge key={theme} variant="dot" color="gray">
                {t(`sentiment.themeNames.${theme}`, { defaultValue: theme })}
              </Badge>
            ))}
          </Group>
          <Text size="xs" c="dimmed">
            {response.widgetName} · {new Date(response.createdAt).toLocaleString(i18n.language)}
          </Text>
        </Group>
        {response.comment ? <Text style={{ overflowWrap: 'anywhere' }}>{response.comment}</Text> : null}
        <Text size="sm" c="dimmed">
          {response.answers
            .filter((a) => a.type !== 'NPS')
            .map((a) => `${a.question}: ${String(a.answer)}`)
            .join(' · ')}
        </Text>
        <Group gap="md">
          {response.visitorEmail ? <Text size="xs">{t('hub.from', { email: response.visitorEmail })}</Text> : null}
          {response.mrrCents ? (
            <Badge variant="light" color="teal" data-testid="response-mrr">
              {t('hub.mrr', { amount: formatPrice(response.mrrCents, i18n.language) })}
            </Badge>
          ) : null}
          {response.path ? <Text size="xs" c="dimmed">{t('hub.page', { path: response.path })}</Text> : null}
        </Group>
        {canTriage ? (
          <Group justify="space-between" align="flex-end" wrap="wrap">
            <TagsInput
              size="xs"
              aria-label={t('hub.tags')}
              placeholder={t('hub.tags')}
              value={response.tags}
              onChange={(tags) => update.mutate({ params: { id: response.id }, body: { tags } })}
              style={{ minWidth: 200, flex: 1 }}
            />
            <Group gap="xs">
              {response.status === 'NEW' ? (
                <Button size="xs" variant="default" onClick={() => update.mutate({ params: { id: response.id }, body: { status: 'READ' } })}>
                  {t('hub.markRead')}
                </Button>
              ) : null}
              {response.status !== 'ACTIONED' ? (
                <Button size="xs" variant="default" onClick={() => update.mutate({ params: { id: response.id }, body: { status: 'ACTIONED' } })}>
                  {t('hub.markActioned')}
                </Button>
              ) : null}
              {backlogOn ? (
                response.backlogItemId ? (
                  <Badge color="violet" variant="light">
                    {t('hub.inBacklog')}
                  </Badge>
                ) : (
                  <Button size="xs" variant="light" loading={toBacklog.isPending} onClick={() => toBacklog.mutate({ params: { id: response.id } }, { onSuccess: () => notifications.show({ color: 'green', message: t('hub.sentToBacklog') }) })}>
                    {t('hub.toBacklog')}
                  </Button>
                )
              ) : null}
            </Group>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
