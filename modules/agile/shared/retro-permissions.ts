import type { PermissionRuleContext } from '@suite/sdk';

/** The CASL subjects of retrospectives, their templates, their cards and their action items. */
export const RETRO_SUBJECT = 'Retrospective';
export const RETRO_TEMPLATE_SUBJECT = 'RetroTemplate';
export const RETRO_CARD_SUBJECT = 'RetroCard';
export const ACTION_ITEM_SUBJECT = 'ActionItem';

/** What the card rules look at: the user who wrote it (cards name their author's participant in `authorId`). */
export interface RetroCardSubject {
  authorUserId: string;
}

/** Cards whose author is the user (AppAbility types conditions loosely: they are checked at run time). */
const ownCards = (userId: string) => ({ authorUserId: userId }) satisfies RetroCardSubject as never;

/**
 * The retro area's permission subjects and rules (part of agilePermissions). The platform's
 * role rules already let members create, update and vote and keep observers to watching; here:
 * - a card is changed or deleted by its author; account admins change any (a session's
 *   facilitator may too: the facilitator is per session, so the service adds that exception);
 * - the named permissions action_items:create and action_items:assign open action items to
 *   roles that would not otherwise create or assign them.
 */
export const RetroPermissions = {
  subjects: [RETRO_SUBJECT, RETRO_TEMPLATE_SUBJECT, RETRO_CARD_SUBJECT, ACTION_ITEM_SUBJECT] as string[],
  define({ user, isAdmin, granted, can, cannot }: PermissionRuleContext): void {
    if (granted('action_items:create')) can('create', ACTION_ITEM_SUBJECT);
    if (granted('action_items:assign')) can('assign', ACTION_ITEM_SUBJECT);
    if (!isAdmin) {
      cannot(['update', 'delete'], RETRO_CARD_SUBJECT);
      can(['update', 'delete'], RETRO_CARD_SUBJECT, ownCards(user.id));
    }
  },
};
