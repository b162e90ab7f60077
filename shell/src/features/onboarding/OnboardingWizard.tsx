import { useState } from 'react';
import { Alert, Badge, Button, Group, List, Modal, ScrollArea, Stack, Stepper, Text, ThemeIcon } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ONBOARDING_STEPS, type OnboardingStatusView } from '@suite/sdk';
import { callEndpoint } from '@suite/sdk/client';
import { InvitationEndpoints } from '@suite/sdk/endpoints';
import { translateError } from '@suite/sdk/i18n';
import { ConfirmDialog } from '@suite/sdk/ui';
import { useAppAbility, useSession } from '@suite/sdk/react';
import { useSessionControls } from '../../app/session/SessionProvider.js';
import { useFeatureDraft } from '../features/api.js';
import { useOnboardingActions } from './api.js';
import { CompanyStep } from './CompanyStep.js';
import { DomainsStep } from './DomainsStep.js';
import { TeamStep } from './TeamStep.js';
import { PlanStep } from './PlanStep.js';
import { companyChanges, companyDraftFrom, companyProblems, firstOpenStep, inviteRowProblem, newInviteRow, rowsToSend, stepAt, type CompanyDraft, type InviteRow } from './wizard-logic.js';

const FORM_ID = 'onboarding-step';
const errorText = (error: unknown) => translateError(error instanceof Error && error.message ? error.message : String(error));

export interface OnboardingWizardProps {
  status: OnboardingStatusView;
  onClose(): void;
}

/** A select's input (Mantine combobox target or a native select): Enter there picks, never submits. */
function isSelectTarget(target: EventTarget): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target instanceof HTMLSelectElement || target.getAttribute('aria-haspopup') === 'listbox' || target.getAttribute('role') === 'combobox';
}

/**
 * The onboarding wizard (platform.md sections 2.4 and 4): company details, domains, team, plan;
 * Complete / Skip; once done, Review and Reset Setup (with a confirmation).
 */
export function OnboardingWizard({ status, onClose }: OnboardingWizardProps) {
  const { t } = useTranslation('onboarding');
  const { account } = useSession();
  const ability = useAppAbility();
  const { refresh } = useSessionControls();
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  const { action, company } = useOnboardingActions(account?.id);
  const features = useFeatureDraft(account?.id);

  const [view, setView] = useState<'summary' | 'steps'>(status.isComplete ? 'summary' : 'steps');
  const [active, setActive] = useState(() => (status.isComplete ? 0 : firstOpenStep(status)));
  const [companyDraft, setCompanyDraft] = useState<CompanyDraft>(() => companyDraftFrom(status, account?.name));
  const [touched, setTouched] = useState<Set<keyof CompanyDraft>>(() => new Set());
  const [showAll, setShowAll] = useState(false);
  const [rows, setRows] = useState<InviteRow[]>(() => [newInviteRow(1)]);
  const [busy, setBusy] = useState(false);
  const [stepError, setStepError] = useState<string | null>(null);
  const [confirmReset, setConfirmReset] = useState(false);

  const canManage = status.canManage;
  const canInvite = ability.can('create', 'Invitation');
  const step = stepAt(active);
  const last = active === ONBOARDING_STEPS.length - 1;

  const goTo = (index: number) => {
    setStepError(null);
    setShowAll(false);
    setActive(index);
  };

  const sendInvitations = async (): Promise<boolean> => {
    const pending = rowsToSend(rows);
    if (pending.some((row) => inviteRowProblem(row))) {
      setShowAll(true);
      return false;
    }
    let current = rows;
    let allSent = true;
    for (const row of pending) {
      try {
        await callEndpoint(InvitationEndpoints.inviteToAccount, { params: { id: account?.id ?? '' }, body: { email: row.email.trim(), role: row.role, accountId: account?.id } });
        current = current.map((other) => (other.key === row.key ? { ...other, state: 'sent', error: null } : other));
      } catch (error) {
        allSent = false;
        current = current.map((other) => (other.key === row.key ? { ...other, state: 'failed', error: error instanceof Error ? error.message : String(error) } : other));
      }
      setRows(current);
    }
    return allSent;
  };

  const finish = async (name: 'complete' | 'skip') => {
    setBusy(true);
    try {
      await action.mutateAsync(name);
      notifications.show(
        name === 'complete' ? { color: 'green', title: t('toast.completed'), message: t('toast.completedDetail') } : { color: 'blue', title: t('toast.skipped'), message: t('toast.skippedDetail') },
      );
      onClose();
    } catch (error) {
      setStepError(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const next = async () => {
    setStepError(null);
    if (last) return finish('complete');
    if (!canManage) return goTo(active + 1);
    setBusy(true);
    try {
      if (step === 'company') {
        if (companyProblems(companyDraft, new Date().getFullYear()).length > 0) {
          setShowAll(true);
          return;
        }
        const changes = companyChanges(companyDraft, status);
        if (Object.keys(changes).length > 0) await company.mutateAsync(changes);
      } else if (step === 'domains') {
        if (features.dirty) {
          if (features.validating || !features.validation?.valid) return;
          await features.save();
          await refresh();
        }
      } else if (step === 'team' && canInvite) {
        if (!(await sendInvitations())) return;
      }
      goTo(active + 1);
    } catch (error) {
      setStepError(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const reset = async () => {
    setBusy(true);
    try {
      await action.mutateAsync('reset');
      setConfirmReset(false);
      notifications.show({ color: 'blue', message: t('toast.reset') });
      setView('steps');
      goTo(0);
    } catch (error) {
      setConfirmReset(false);
      setStepError(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const domainsBlocked = step === 'domains' && features.dirty && (features.validating || features.validation?.valid !== true);
  const stepLabels = ONBOARDING_STEPS.map((name) => ({ name, label: t(`steps.${name}`), hint: t(`steps.${name}Hint`) }));

  return (
    <Modal opened onClose={onClose} title={t('title', { account: account?.name ?? '' })} size="xl" fullScreen={isPhone} centered closeButtonProps={{ 'aria-label': t('actions.close') }}>
      {view === 'summary' ? (
        <Stack gap="md">
          <Group gap="xs">
            <ThemeIcon color="green" radius="xl" variant="light">
              <IconCheck size={16} />
            </ThemeIcon>
            <Text fw={600}>{status.settings.onboardingWizardCompleted ? t('summary.completeTitle') : t('summary.skippedTitle')}</Text>
          </Group>
          <Text size="sm" c="dimmed">
            {t('summary.text')}
          </Text>
          <List spacing="xs" size="sm" center>
            {stepLabels.map(({ name, label }) => (
              <List.Item
                key={name}
                icon={
                  <ThemeIcon size={20} radius="xl" color={status.steps[name] ? 'green' : 'gray'} variant="light">
                    {status.steps[name] ? <IconCheck size={12} /> : <IconCircleDashed size={12} />}
                  </ThemeIcon>
                }
              >
                {label} · <Text span size="sm" c="dimmed">{status.steps[name] ? t('summary.done') : t('summary.todo')}</Text>
              </List.Item>
            ))}
          </List>
          {stepError ? (
            <Alert color="red" variant="light" role="alert">
              {stepError}
            </Alert>
          ) : null}
          <Group justify="space-between" gap="xs">
            {canManage ? (
              <Button variant="subtle" color="red" onClick={() => setConfirmReset(true)}>
                {t('actions.reset')}
              </Button>
            ) : (
              <span />
            )}
            <Group gap="xs">
              <Button variant="default" onClick={onClose}>
                {t('actions.close')}
              </Button>
              <Button onClick={() => setView('steps')}>{t('actions.review')}</Button>
            </Group>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          {active === 0 && !status.isComplete ? (
            <Text size="sm" c="dimmed">
              {t('intro')}
            </Text>
          ) : null}
          <Stepper active={active} onStepClick={goTo} size="sm" allowNextStepsSelect={false} wrap={false}>
            {stepLabels.map(({ name, label, hint }) => (
              <Stepper.Step
                key={name}
                label={isPhone ? undefined : label}
                description={isPhone ? undefined : name === 'team' || name === 'plan' ? t('steps.optional') : hint}
                aria-label={label}
              />
            ))}
          </Stepper>
          {isPhone ? (
            <Group gap={6}>
              <Badge variant="light">{`${active + 1} / ${ONBOARDING_STEPS.length}`}</Badge>
              <Text fw={600} size="sm">
                {stepLabels[active]!.label}
              </Text>
            </Group>
          ) : null}
          {/* The step scrolls inside the dialog, so its buttons stay in view. */}
          <ScrollArea.Autosize mah={isPhone ? 'calc(100dvh - 250px)' : 'min(60vh, 560px)'} type="auto" offsetScrollbars>
            {/* Enter submits the step: the Next button below belongs to this form (its form attribute). */}
            <form
              id={FORM_ID}
              noValidate
              style={{ padding: 2 }}
              onSubmit={(event) => {
                event.preventDefault();
                if (!busy && !domainsBlocked) void next();
              }}
              // Enter in a select picks its option (the select handles it first); it never submits the step.
              onKeyDown={(event) => {
                if (event.key === 'Enter' && isSelectTarget(event.target)) event.preventDefault();
              }}
            >
              {step === 'company' ? (
                <CompanyStep
                  draft={companyDraft}
                  onChange={setCompanyDraft}
                  showAll={showAll}
                  touched={touched}
                  onTouch={(field) => setTouched((current) => (current.has(field) ? current : new Set(current).add(field)))}
                  readOnly={!canManage}
                />
              ) : step === 'domains' ? (
                <DomainsStep draft={features} readOnly={!canManage} onLeave={onClose} />
              ) : step === 'team' ? (
                <TeamStep rows={rows} onChange={setRows} showAll={showAll} readOnly={!canManage || !canInvite} />
              ) : (
                <PlanStep onLeave={onClose} />
              )}
            </form>
          </ScrollArea.Autosize>
          {stepError ? (
            <Alert color="red" variant="light" role="alert" title={t('toast.failed')}>
              {stepError}
            </Alert>
          ) : null}
          <Group justify="space-between" gap="xs" wrap="wrap-reverse">
            {!status.isComplete ? (
              <Button variant="subtle" color="gray" onClick={() => void finish('skip')} disabled={busy}>
                {t('actions.skip')}
              </Button>
            ) : canManage ? (
              <Button variant="subtle" color="red" onClick={() => setConfirmReset(true)} disabled={busy}>
                {t('actions.reset')}
              </Button>
            ) : (
              <span />
            )}
            <Group gap="xs">
              {active > 0 ? (
                <Button variant="default" onClick={() => goTo(active - 1)} disabled={busy}>
                  {t('actions.back')}
                </Button>
              ) : null}
              <Button type="submit" form={FORM_ID} loading={busy} disabled={domainsBlocked}>
                {last ? t('actions.complete') : t('actions.next')}
              </Button>
            </Group>
          </Group>
        </Stack>
      )}
      <ConfirmDialog
        opened={confirmReset}
        title={t('reset.title')}
        message={t('reset.message')}
        confirmLabel={t('actions.reset')}
        danger
        loading={busy}
        onConfirm={() => void reset()}
        onCancel={() => setConfirmReset(false)}
      />
    </Modal>
  );
}
