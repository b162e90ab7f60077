import { useState, type FormEvent } from 'react';
import { Modal, NumberInput, Select, SimpleGrid, Stack, Text, TextInput, Textarea, notifications, translateError } from '@suite/sdk/web';
import { PortfolioErrors } from '../../shared/errors.js';
import type { PortfolioItem, ProductConfig } from '../../shared/portfolio-endpoints.js';
import { allocationError, justificationError, storyError } from '../../shared/portfolio-rules.js';
import { BUSINESS_VALUES, CUSTOMER_IMPACTS, RISK_LEVELS, STRATEGIC_ALIGNMENTS, type PortfolioLevel } from '../../shared/portfolio.js';
import { useCreateItem, useProductT, useUpdateItem } from '../api.js';
import { dollarsToCents, money } from '../format.js';
import { ModalFormFooter } from './ProductPageFrame.js';

export type ItemFormTarget = { mode: 'create'; level: PortfolioLevel; parent: PortfolioItem | null } | { mode: 'edit'; item: PortfolioItem; parent: PortfolioItem | null };

interface Draft {
  title: string;
  investmentCategoryId: string | null;
  description: string;
  businessValue: string | null;
  customerImpact: string | null;
  riskLevel: string | null;
  strategicAlignment: string | null;
  estimatedROI: number | string;
  budget: number | string;
  userType: string;
  want: string;
  so: string;
  criteria: string;
}

function initialDraft(target: ItemFormTarget, config: ProductConfig): Draft {
  const source = target.mode === 'edit' ? target.item : target.parent;
  const j = source?.justification;
  return {
    title: target.mode === 'edit' ? target.item.title : '',
    investmentCategoryId: j?.investmentCategoryId ?? config.categories[0]?.id ?? null,
    description: j?.description ?? '',
    businessValue: j?.businessValue ?? 'MEDIUM',
    customerImpact: j?.customerImpact ?? 'MODERATE',
    riskLevel: j?.riskLevel ?? 'MEDIUM',
    strategicAlignment: j?.strategicAlignment ?? 'MEDIUM',
    estimatedROI: j?.estimatedROI ?? '',
    budget: target.mode === 'edit' ? target.item.budget.allocated / 100 : '',
    userType: target.mode === 'edit' ? (target.item.story?.userType ?? '') : '',
    want: target.mode === 'edit' ? (target.item.story?.want ?? '') : '',
    so: target.mode === 'edit' ? (target.item.story?.so ?? '') : '',
    criteria: target.mode === 'edit' ? (target.item.story?.acceptanceCriteria ?? []).join('\n') : '',
  };
}

/**
 * Create or edit a portfolio item: title, business justification, budget and (for a user story)
 * the story. It checks with the same rules as the server as the user types, and submits on Enter.
 */
export function ItemFormModal({ target, config, onClose }: { target: ItemFormTarget; config: ProductConfig; onClose: () => void }) {
  const { t, i18n } = useProductT();
  const [draft, setDraft] = useState<Draft>(() => initialDraft(target, config));
  const [touched, setTouched] = useState(false);
  const create = useCreateItem();
  const update = useUpdateItem();
  const level = target.mode === 'edit' ? target.item.level : target.level;
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const categories = new Map(config.categories.map((c) => [c.id, c]));
  const criteria = draft.criteria.split('\n').map((c) => c.trim()).filter(Boolean);
  const cents = draft.budget === '' ? 0 : dollarsToCents(draft.budget);
  const previous = target.mode === 'edit' ? target.item.budget.allocated : 0;
  const childrenHold = target.mode === 'edit' ? target.item.budget.allocated - target.item.budget.remaining : 0;
  const parentRemaining = target.parent ? target.parent.budget.remaining : null;
  const justification = {
    investmentCategoryId: draft.investmentCategoryId,
    description: draft.description,
    businessValue: draft.businessValue,
    customerImpact: draft.customerImpact,
    riskLevel: draft.riskLevel,
    strategicAlignment: draft.strategicAlignment,
    estimatedROI: draft.estimatedROI === '' ? null : Number(draft.estimatedROI),
  };
  const errors = {
    title: draft.title.trim() ? null : PortfolioErrors.TITLE_REQUIRED,
    justification: justificationError(justification, categories),
    budget: allocationError({ allocated: Number.isNaN(cents) ? 0 : cents, previous, childrenHold, parentRemaining }),
    story: level === 'story' ? storyError({ userType: draft.userType, want: draft.want, so: draft.so, acceptanceCriteria: criteria }) : null,
  };
  const firstError = errors.title ?? errors.justification ?? errors.budget ?? errors.story;
  const show = (error: string | null) => (touched && error ? translateError(error) : undefined);
  const mutation = target.mode === 'edit' ? update : create;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (firstError) return;
    const story = level === 'story' ? { userType: draft.userType, want: draft.want, so: draft.so, acceptanceCriteria: criteria } : undefined;
    const body = { title: draft.title, justification, budget: { allocated: cents }, ...(story ? { story } : {}) };
    if (target.mode === 'edit') {
      update.mutate(
        { params: { id: target.item.id }, body },
        {
          onSuccess: (result) => {
            if (result.approval) notifications.show({ color: 'yellow', message: t('delivery.budgetPendingApproval', { title: result.title, workflow: result.approval.workflowName }) });
            onClose();
          },
        },
      );
    }
    else
      create.mutate(
        { body: { ...body, level, parentId: target.parent?.id ?? null } },
        {
          onSuccess: (result) => {
            // A budget a workflow covers: nothing is created until it is approved.
            if ('pendingCreation' in result) notifications.show({ color: 'yellow', message: t('delivery.creationPendingApproval', { title: result.pendingCreation.title, workflow: result.approval.workflowName }) });
            onClose();
          },
        },
      );
  }

  const scale = (key: 'businessValue' | 'customerImpact' | 'riskLevel', values: readonly string[]) => values.map((value) => ({ value, label: t(`scale.${key === 'riskLevel' ? 'risk' : key}.${value}`) }));
  const title = target.mode === 'edit' ? t('form.editTitle', { level: t(`levels.${level}`) }) : t('form.createTitle', { level: t(`levels.${level}`) });

  return (
    <Modal opened onClose={onClose} title={title} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {target.parent && (
            <Text size="sm" c="dimmed">
              {t('form.under', { parent: target.parent.title, remaining: money(target.parent.budget.remaining, i18n.language) })}
            </Text>
          )}
          <TextInput label={t('fields.title')} value={draft.title} onChange={(e) => set('title', e.currentTarget.value)} error={show(errors.title)} required data-autofocus />
          {level === 'story' && (
            <>
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                <TextInput label={t('fields.userType')} placeholder={t('form.userTypeHint')} value={draft.userType} onChange={(e) => set('userType', e.currentTarget.value)} required />
                <TextInput label={t('fields.want')} value={draft.want} onChange={(e) => set('want', e.currentTarget.value)} required />
                <TextInput label={t('fields.so')} value={draft.so} onChange={(e) => set('so', e.currentTarget.value)} required />
              </SimpleGrid>
              <Textarea label={t('fields.acceptanceCriteria')} description={t('form.criteriaHint')} autosize minRows={2} value={draft.criteria} onChange={(e) => set('criteria', e.currentTarget.value)} error={show(errors.story)} />
            </>
          )}
          <Select
            label={t('fields.category')}
            data={config.categories.map((c) => ({ value: c.id, label: `${c.code} · ${c.name} (${t(`tax.${c.taxClassification}`)})` }))}
            value={draft.investmentCategoryId}
            onChange={(value) => set('investmentCategoryId', value)}
            allowDeselect={false}
            required
          />
          <Textarea label={t('fields.description')} autosize minRows={2} value={draft.description} onChange={(e) => set('description', e.currentTarget.value)} error={show(errors.justification)} required />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select label={t('fields.businessValue')} data={scale('businessValue', BUSINESS_VALUES)} value={draft.businessValue} onChange={(v) => set('businessValue', v)} allowDeselect={false} />
            <Select label={t('fields.customerImpact')} data={scale('customerImpact', CUSTOMER_IMPACTS)} value={draft.customerImpact} onChange={(v) => set('customerImpact', v)} allowDeselect={false} />
            <Select label={t('fields.riskLevel')} data={scale('riskLevel', RISK_LEVELS)} value={draft.riskLevel} onChange={(v) => set('riskLevel', v)} allowDeselect={false} />
            <Select
              label={t('fields.strategicAlignment')}
              data={STRATEGIC_ALIGNMENTS.map((code) => ({ value: code, label: config.scoring.alignmentLevels.find((l) => l.code === code)?.label ?? code }))}
              value={draft.strategicAlignment}
              onChange={(v) => set('strategicAlignment', v)}
              allowDeselect={false}
            />
            <NumberInput label={t('fields.budget')} description={t('form.budgetHint')} min={0} decimalScale={2} thousandSeparator="," prefix="$" value={draft.budget} onChange={(v) => set('budget', v)} error={show(errors.budget)} required />
            <NumberInput label={t('fields.estimatedROI')} suffix=" %" value={draft.estimatedROI} onChange={(v) => set('estimatedROI', v)} />
          </SimpleGrid>
          <ModalFormFooter mutation={mutation} submitLabel={target.mode === 'edit' ? t('actions.save') : t('actions.create')} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
