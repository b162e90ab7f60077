import { Avatar, Indicator } from '@suite/sdk/web';

/** 'Ada Lovelace' -> 'AL'; '' -> '?'. */
export function initials(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part[0]!.toUpperCase())
      .join('') || '?'
  );
}

/** How many of a room's participants are connected now. */
export const countOnline = (participants: readonly { online: boolean }[]) => participants.filter((participant) => participant.online).length;

/** A participant's avatar with the presence dot (green while any of their sockets is in the room). */
export function PresenceAvatar({ name, online, color }: { name: string; online: boolean; color: string }) {
  return (
    <Indicator color={online ? 'green' : 'gray'} position="bottom-end" size={10} offset={4} withBorder processing={false}>
      <Avatar size={32} radius="xl" color={color} aria-hidden>
        {initials(name)}
      </Avatar>
    </Indicator>
  );
}
