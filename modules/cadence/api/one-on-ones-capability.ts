import { ONE_ON_ONES, type AccountOneOnOne, type PluginContext } from '@suite/sdk';
import { isoOrNull } from './common.js';
import { tenantQuery } from '@suite/sdk/server';
import { ActionItemModel, MeetingModel, OneOnOneModel } from './models.js';

/**
 * ONE_ON_ONES: the one-on-ones a person takes part in, for the assistant's meeting summaries: the
 * last meeting's shared notes and the open action items (private notes stay here).
 */
export function provideOneOnOnes(ctx: PluginContext): void {
  ctx.capabilities.provide(ONE_ON_ONES, {
    async oneOnOnesOf(accountId, userId) {
      const scope = ctx.scopeFor(accountId);
      const pairs = await tenantQuery(scope, OneOnOneModel).where((q) => q.where('manager_user_id', userId).orWhere('report_user_id', userId));
      if (!pairs.length) return [];
      const ids = pairs.map((pair) => pair.id);
      const meetings = await tenantQuery(scope, MeetingModel).whereIn('one_on_one_id', ids).orderBy('number');
      const open = await tenantQuery(scope, ActionItemModel).whereIn('one_on_one_id', ids).whereNull('done_in').orderBy('seq');
      return pairs.map((pair): AccountOneOnOne => {
        const own = meetings.filter((meeting) => meeting.oneOnOneId === pair.id);
        const held = own.filter((meeting) => meeting.heldAt);
        const last = held.at(-1);
        const next = own.find((meeting) => !meeting.heldAt);
        return {
          id: pair.id,
          managerUserId: pair.managerUserId,
          reportUserId: pair.reportUserId,
          cadenceDays: pair.cadenceDays,
          meetingsHeld: held.length,
          lastHeldAt: isoOrNull(last?.heldAt),
          nextScheduledAt: isoOrNull(next?.scheduledAt),
          lastSharedNotes: (last?.sharedNotes ?? '').slice(0, 500),
          openActionItems: open.filter((item) => item.oneOnOneId === pair.id).map((item) => ({ id: item.id, title: item.title, ownerUserId: item.ownerUserId, dueDate: item.dueDate })),
          path: '/one-on-ones',
        };
      });
    },
  });
}
