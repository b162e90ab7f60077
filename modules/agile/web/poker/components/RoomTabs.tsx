import { useState } from 'react';
import { Paper, Tabs, useTranslation } from '@suite/sdk/web';
import { IconChartBar, IconMessageCircle, IconMessages } from '@tabler/icons-react';
import { DiscussionPanel } from './DiscussionPanel.js';
import { SessionAnalyticsPanel } from '../../components/SessionAnalyticsPanel.js';
import { StoryComments } from './StoryComments.js';
import { useRoom } from './room-context.js';

/** Below the story in a live room or a guest's: the discussion, the story's comments and the session's analytics. */
export default function RoomTabs() {
  const { t } = useTranslation('agile');
  const { mode } = useRoom();
  const [tab, setTab] = useState<string | null>('discussion');
  const live = mode === 'live';
  return (
    <Paper p="md" radius="md" withBorder>
      <Tabs value={tab} onChange={setTab} keepMounted={false} styles={{ tab: { paddingInline: 'var(--mantine-spacing-xs)' } }}>
        <Tabs.List mb="sm" style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
          <Tabs.Tab value="discussion" leftSection={<IconMessageCircle size={14} aria-hidden />}>
            {t('room.discussion')}
          </Tabs.Tab>
          {live ? (
            <Tabs.Tab value="comments" leftSection={<IconMessages size={14} aria-hidden />}>
              {t('room.comments')}
            </Tabs.Tab>
          ) : null}
          {live ? (
            <Tabs.Tab value="analytics" leftSection={<IconChartBar size={14} aria-hidden />}>
              {t('room.analytics')}
            </Tabs.Tab>
          ) : null}
        </Tabs.List>
        <Tabs.Panel value="discussion">
          <DiscussionPanel />
        </Tabs.Panel>
        {live ? (
          <Tabs.Panel value="comments">
            <StoryComments />
          </Tabs.Panel>
        ) : null}
        {live ? (
          <Tabs.Panel value="analytics">
            <SessionAnalyticsPanel />
          </Tabs.Panel>
        ) : null}
      </Tabs>
    </Paper>
  );
}
