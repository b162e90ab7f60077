import { useState } from 'react';
import { Button, Text, Tooltip } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { detailsSummary } from './audit.js';

/**
 * What the three views of the account's audit log share (the account settings card, the
 * enterprise admin page's tab and /audit-trail): the filter state with its page offset, the
 * "clear filters" button and the details cell. Each view keeps its own endpoint, filters and columns.
 */

/** Filters of an audit view and its page offset: a changed filter goes back to the first page. */
export function useAuditFilters<F extends { [K in keyof F]: string }>(empty: F) {
  const [filters, setFilters] = useState<F>(empty);
  const [offset, setOffset] = useState(0);
  const update = (field: keyof F) => (value: string) => {
    setFilters((current) => ({ ...current, [field]: value }));
    setOffset(0);
  };
  const clear = () => {
    setFilters(empty);
    setOffset(0);
  };
  const filtered = JSON.stringify(filters) !== JSON.stringify(empty);
  return { filters, offset, setOffset, update, clear, filtered };
}

export function ClearAuditFilters({ label, onClear }: { label: string; onClear: () => void }) {
  return (
    <Button size="compact-sm" variant="subtle" leftSection={<IconFilterOff size={14} />} onClick={onClear}>
      {label}
    </Button>
  );
}

/** An entry's details on one line (whole in a tooltip), or a dash. */
export function AuditDetailsCell({ details }: { details: Record<string, unknown> | null }) {
  const summary = detailsSummary(details);
  return summary ? (
    <Tooltip label={summary} multiline maw={360} withinPortal>
      <Text size="xs" c="dimmed" lineClamp={1} maw={280}>
        {summary}
      </Text>
    </Tooltip>
  ) : (
    <Text size="xs" c="dimmed">
      —
    </Text>
  );
}
