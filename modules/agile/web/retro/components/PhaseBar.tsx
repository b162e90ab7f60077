import { useEffect, useRef, useState } from 'react';
import { Box, Button, ConfirmDialog, Flex, Group, Paper, ScrollArea, Text, Tooltip, UnstyledButton, VisuallyHidden, useMediaQuery, useTranslation } from '@suite/sdk/web';
import { IconArrowRight, IconCheck } from '@tabler/icons-react';
import { RETRO_PHASES, type RetroPhase } from '../../../shared/retro.js';
import { useCommand } from '../../live/commands.js';
import { advanceBlocker, nextPhase } from '../board.js';
import { useRetro } from '../context.js';
import { phaseIndex } from '../room-state.js';

/** One step of the bar: done, current or ahead; a button for the facilitator (jump to this phase). */
function PhaseStep({ phase, index, current, onJump }: { phase: RetroPhase; index: number; current: number; onJump: ((phase: RetroPhase) => void) | null }) {
  const { t } = useTranslation('agile');
  const state = index < current ? 'done' : index === current ? 'current' : 'ahead';
  // The current phase stays in view when the bar scrolls (phones).
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (state === 'current') ref.current?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [state]);
  const marker = (
    <Box
      component="span"
      aria-hidden
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: 22,
        height: 22,
        borderRadius: '50%',
        fontSize: 12,
        fontWeight: 700,
        flexShrink: 0,
        color: state === 'ahead' ? 'var(--mantine-color-dimmed)' : 'var(--mantine-color-white)',
        background: state === 'ahead' ? 'transparent' : state === 'done' ? 'var(--mantine-color-green-filled)' : 'var(--mantine-primary-color-filled)',
        border: state === 'ahead' ? '1px solid var(--mantine-color-default-border)' : 'none',
      }}
    >
      {state === 'done' ? <IconCheck size={14} /> : index + 1}
    </Box>
  );
  const label = (
    <Text size="sm" fw={state === 'current' ? 700 : 500} c={state === 'ahead' ? 'dimmed' : undefined} style={{ whiteSpace: 'nowrap' }}>
      {t(`retro.phase.${phase}`)}
    </Text>
  );
  const content = (
    <Group gap={6} wrap="nowrap" px={8} py={6}>
      {marker}
      {label}
    </Group>
  );
  const style = {
    borderRadius: 'var(--mantine-radius-md)',
    background: state === 'current' ? 'var(--mantine-primary-color-light)' : undefined,
  };
  return (
    <li ref={ref} style={{ listStyle: 'none', flexShrink: 0 }} aria-current={state === 'current' ? 'step' : undefined} data-testid={`phase-${phase}`} data-state={state}>
      {onJump && state !== 'current' ? (
        <Tooltip label={t('retro.phaseBar.jumpTo', { phase: t(`retro.phase.${phase}`) })}>
          {/* Named by hidden text, not aria-label: the visible step number and name are its picture (WCAG label-in-name). */}
          <UnstyledButton onClick={() => onJump(phase)} style={style}>
            <span aria-hidden="true">{content}</span>
            <VisuallyHidden>{t('retro.phaseBar.jumpTo', { phase: t(`retro.phase.${phase}`) })}</VisuallyHidden>
          </UnstyledButton>
        </Tooltip>
      ) : (
        <div style={style}>{content}</div>
      )}
    </li>
  );
}

/**
 * The phases in order (agile.md section 4), with the current one marked. The facilitator moves
 * everyone to the next phase (the server refuses with 'Cannot advance phase yet' and the bar says
 * why beforehand) or jumps to any phase (asks first). Scrolls sideways on phones.
 */
export function PhaseBar() {
  const { t } = useTranslation('agile');
  const { snapshot, can, handlers } = useRetro();
  const { busy, run } = useCommand();
  const [jumpTo, setJumpTo] = useState<RetroPhase | null>(null);
  const phase = snapshot.session.currentPhase;
  const current = phaseIndex(phase);
  const next = nextPhase(phase);
  const blocker = advanceBlocker(snapshot);
  const moderate = can.moderate;
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const steps = RETRO_PHASES.map((step, index) => <PhaseStep key={step} phase={step} index={index} current={current} onJump={moderate ? setJumpTo : null} />);

  return (
    <Paper withBorder radius="md" p="xs" mb="md" component="nav" aria-label={t('retro.phaseBar.label')} data-testid="phase-bar" data-phase={phase}>
      <Flex direction={{ base: 'column', sm: 'row' }} justify="space-between" gap="xs" align={{ base: 'stretch', sm: 'center' }}>
        {phone ? (
          // Phones: the steps wrap onto a second line, so none is cut at the screen's edge.
          <Group component="ol" gap={2} wrap="wrap" m={0} p={0}>
            {steps}
          </Group>
        ) : (
          <ScrollArea type="auto" scrollbarSize={6} offsetScrollbars style={{ flex: 1, minWidth: 0 }}>
            <Group component="ol" gap={4} wrap="nowrap" m={0} p={0}>
              {steps}
            </Group>
          </ScrollArea>
        )}
        {moderate && next ? (
          <Tooltip label={blocker ? t(`retro.blocker.${blocker}`) : t('retro.phaseBar.nextHint', { phase: t(`retro.phase.${next}`) })} multiline w={240}>
            <Button
              size="sm"
              rightSection={<IconArrowRight size={16} aria-hidden />}
              onClick={() => void run('advance', () => handlers.advancePhase(phase))}
              loading={busy === 'advance'}
              variant={blocker ? 'light' : 'filled'}
              aria-describedby={blocker ? 'retro-advance-blocker' : undefined}
              style={{ flexShrink: 0 }}
            >
              {phase === 'SETUP' ? t('retro.phaseBar.start') : next === 'COMPLETED' ? t('retro.phaseBar.finish') : t('retro.phaseBar.next', { phase: t(`retro.phase.${next}`) })}
            </Button>
          </Tooltip>
        ) : null}
      </Flex>
      {moderate && blocker && next ? (
        <Text size="xs" c="dimmed" mt={4} px={8} id="retro-advance-blocker" data-testid="advance-blocker">
          {t(`retro.blocker.${blocker}`)}
        </Text>
      ) : null}
      <ConfirmDialog
        opened={jumpTo !== null}
        title={t('retro.phaseBar.jumpTitle', { phase: jumpTo ? t(`retro.phase.${jumpTo}`) : '' })}
        message={jumpTo === 'SETUP' ? t('retro.phaseBar.resetMessage') : t('retro.phaseBar.jumpMessage')}
        confirmLabel={t('retro.phaseBar.jumpConfirm')}
        danger={jumpTo === 'SETUP'}
        loading={busy === 'jump'}
        onCancel={() => setJumpTo(null)}
        onConfirm={() => {
          const target = jumpTo;
          if (!target) return;
          void run('jump', () => handlers.setPhase(target)).then(() => setJumpTo(null));
        }}
      />
    </Paper>
  );
}
