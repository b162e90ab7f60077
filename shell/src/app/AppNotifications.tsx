import { Notifications } from '@mantine/notifications';
import { HEADER_HEIGHT } from './layout/dimensions.js';

/** Toasts open under the header, never over its controls (account switcher, cart, user menu). */
export const NOTIFICATIONS_TOP = HEADER_HEIGHT + 8;

/** The signed-in app's notifications, top right under the header. */
export function AppNotifications() {
  // `root` styles every position's stack: with `top` set, the bottom stacks stretch over the whole
  // page, so the stacks let clicks through and only the toasts themselves take them.
  return <Notifications position="top-right" styles={{ root: { top: NOTIFICATIONS_TOP, pointerEvents: 'none' }, notification: { pointerEvents: 'auto' } }} />;
}
