import { ONE_ON_ONES, type AccountOneOnOne, type PluginContext } from '@suite/sdk';
import { T, isoOrNull } from './common.js';
import type { ActionItemRow, MeetingRow, OneOnOneRow } from './one-on-ones.js';

/**
 * ONE_ON_ONES: the one-on-ones a person takes part in, for the assistant's meeting summaries: the
 * last meeting's shared notes and the open action items (private notes stay here).
 */
export function provideOneOnOnes(ctx: PluginContext): void {
  ctx.capabilities.provide(ONE_ON_ONES, {
    async oneOnOnesOf(accountId, userId) {
      const scope = ctx.scopeFor(accountId);
      const pairs = (await scope.table(T.oneOnOnes).where((q) => q.where('manager_user_id', userId).orWhere('report_user_id', userId))) as unknown as OneOnOneRow[];
      if (!pairs.length) return [];
      const ids = pairs.map((pair) => pair.id);
      const meetings = (await scope.table(T.meetings).whereIn('one_on_one_id', ids).orderBy('number')) as unknown as MeetingRow[];
      const open = (await scope.table(T.actionItems).whereIn('one_on_one_id', ids).whereNull('done_in').orderBy('seq')) as unknown as ActionItemRow[];
      return pairs.map((pair): AccountOneOnOne => {
        const own = meetings.filter((meeting) => meeting.one_on_one_id === pair.id);
        const held = own.filter((meeting) => meeting.held_at);
        const last = held.at(-1);
        const next = own.find((meeting) => !meeting.held_at);
        return {
          id: pair.id,
          managerUserId: pair.manager_user_id,
          reportUserId: pair.report_user_id,
          cadenceDays: pair.cadence_days,
          meetingsHeld: held.length,
          lastHeldAt: isoOrNull(last?.held_at),
          nextScheduledAt: isoOrNull(next?.scheduled_at),
          lastSharedNotes: (last?.shared_notes ?? '').slice(0, 500),
          openActionItems: open.filter((item) => item.one_on_one_id === pair.id).map((item) => ({ id: item.id, title: item.title, ownerUserId: item.owner_user_id, dueDate: item.due_date })),
          path: '/one-on-ones',
        };
      });
    },
  });
}
