import { useState, type FormEvent } from 'react';
import { Button, Group, NumberInput, Paper, TextInput, notifications, translateError } from '@suite/sdk/web';
import { PortfolioErrors } from '../../shared/errors.js';
import type { PortfolioItem } from '../../shared/portfolio-endpoints.js';
import { allocationError } from '../../shared/portfolio-rules.js';
import type { PortfolioLevel } from '../../shared/portfolio.js';
import { useCreateItem, useProductT } from '../api.js';
import { dollarsToCents } from '../format.js';

/**
 * Inline create under a parent: a title and a budget, the justification taken from the parent
 * (edit it afterwards). Enter adds, Escape closes; "More fields" opens the full form.
 */
export function QuickAddRow({ parent, level, depth, onClose, onMore }: { parent: PortfolioItem; level: PortfolioLevel; depth: number; onClose: () => void; onMore: () => void }) {
  const { t } = useProductT();
  const create = useCreateItem();
  const [title, setTitle] = useState('');
  const [dollars, setDollars] = useState<number | string>('');
  const cents = dollars === '' ? 0 : dollarsToCents(dollars);

  function submit(event: FormEvent) {
    event.preventDefault();
    const error = title.trim() ? allocationError({ allocated: Number.isNaN(cents) ? 0 : cents, parentRemaining: parent.budget.remaining }) : PortfolioErrors.TITLE_REQUIRED;
    if (error) {
      notifications.show({ color: 'red', message: translateError(error) });
      return;
    }
    const { investmentCategoryId, description, businessValue, customerImpact, riskLevel, strategicAlignment, estimatedROI } = parent.justification;
    create.mutate(
      { body: { level, parentId: parent.id, title, budget: { allocated: cents }, justification: { investmentCategoryId, description, businessValue, customerImpact, riskLevel, strategicAlignment, estimatedROI } } },
      {
        onError: (e) => notifications.show({ color: 'red', message: translateError(e.message) }),
        onSuccess: () => {
          setTitle('');
          setDollars('');
        },
      },
    );
  }

  return (
    <Paper withBorder p="xs" mb={4} ml={{ base: depth * 10, sm: depth * 24 }} component="form" onSubmit={submit} onKeyDown={(e) => e.key === 'Escape' && onClose()} style={{ borderStyle: 'dashed' }}>
      <Group gap="xs" wrap="wrap" align="flex-end">
        <TextInput size="xs" label={t('quickAdd.title', { level: t(`levels.${level}`) })} value={title} onChange={(e) => setTitle(e.currentTarget.value)} autoFocus style={{ flex: '1 1 200px' }} />
        <NumberInput size="xs" label={t('fields.budget')} prefix="$" thousandSeparator="," min={0} decimalScale={2} value={dollars} onChange={setDollars} w={150} />
        <Button size="xs" type="submit" loading={create.isPending}>
          {t('quickAdd.add')}
        </Button>
        <Button size="xs" variant="subtle" onClick={onMore}>
          {t('quickAdd.more')}
        </Button>
        <Button size="xs" variant="subtle" color="gray" onClick={onClose}>
          {t('quickAdd.close')}
        </Button>
      </Group>
    </Paper>
  );
}
