import { Anchor, Link, Text, useTranslation } from '@suite/sdk/web';

/** The page of the feedback hub that shows one response (engagement's /customer-feedback). */
const FEEDBACK_RESPONSE_PATH = '/customer-feedback?response=';

/**
 * Where an item came from, from its `source`: a retrospective action, a planning poker session,
 * or a customer's answer in the feedback hub (`engagement:response:<id>`, linked to that answer).
 */
export function ItemSource({ source }: { source: string }) {
  const { t } = useTranslation('agile');
  const feedback = /^engagement:response:([0-9a-f-]{36})$/i.exec(source);
  if (feedback)
    return (
      <Anchor component={Link} to={`${FEEDBACK_RESPONSE_PATH}${feedback[1]}`} size="sm" data-testid="item-source-feedback">
        {t('kanban.item.fromFeedback')}
      </Anchor>
    );
  return <Text size="sm">{source.startsWith('retrospective:') ? t('kanban.item.fromRetro') : source.startsWith('poker:') ? t('kanban.item.fromPoker') : source}</Text>;
}
