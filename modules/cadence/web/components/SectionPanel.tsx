import type { ReactNode } from 'react';
import { Paper, Text, Title } from '@suite/sdk/web';

export interface SectionPanelProps {
  title: ReactNode;
  /** Set when the section has nothing to list: this line stands instead of the children. */
  empty?: ReactNode;
  children?: ReactNode;
  /** What follows the list either way (an add form). */
  footer?: ReactNode;
}

/** A bordered section of a page with its small title: agenda, action items, a sync's scorecard and goals. */
export function SectionPanel({ title, empty, children, footer }: SectionPanelProps) {
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      {empty ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        children
      )}
      {footer}
    </Paper>
  );
}
