import { Anchor, Badge, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { AvailableFeatureView, FeatureKey, FeatureValidationResult } from '@suite/sdk';
import { groupByCategory, issuesOf } from './feature-selection.js';
import { featureName, issueText, planName } from './issue-text.js';

export interface FeatureSelectorProps {
  features: readonly AvailableFeatureView[];
  selection: readonly FeatureKey[];
  onToggle(feature: FeatureKey, on: boolean): void;
  validation: FeatureValidationResult | null;
  disabled?: boolean;
  /** Where the upgrade hint leads (closing a dialog first, for instance). */
  onUpgrade?: () => void;
}

function FeatureRow({ feature, on, onToggle, validation, disabled, onUpgrade }: { feature: AvailableFeatureView; on: boolean } & Omit<FeatureSelectorProps, 'features' | 'selection'>) {
  const { t } = useTranslation('features');
  const { errors, warnings } = issuesOf(validation, feature.id);
  const locked = !feature.planAllows;
  const name = featureName(t, feature.id);
  const needs = feature.dependencies.map((dependency) => featureName(t, dependency)).join(', ');
  return (
    <Stack gap={4} py="xs" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }} data-testid={`feature-${feature.id}`}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Group gap={6} wrap="wrap">
            <Text fw={600} size="sm" component="label" htmlFor={`feature-switch-${feature.id}`}>
              {name}
            </Text>
            {locked ? (
              <Badge size="xs" variant="light" color="gray" leftSection={<IconLock size={10} aria-hidden />} tt="none">
                {t('planLocked', { plan: planName(t, feature.requiredPlan) })}
              </Badge>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed">
            {t(`descriptions.${feature.id}`)}
          </Text>
          {needs ? (
            <Text size="xs" c="dimmed">
              {t('needs', { features: needs })}
            </Text>
          ) : null}
          {locked ? (
            <Text size="xs">
              {t('upgradeHint', { plan: planName(t, feature.requiredPlan) })}{' '}
              <Anchor component={Link} to="/pricing" size="xs" onClick={onUpgrade}>
                {t('seePlans')}
              </Anchor>
            </Text>
          ) : null}
        </Stack>
        <Switch
          id={`feature-switch-${feature.id}`}
          checked={on}
          onChange={(event) => onToggle(feature.id, event.currentTarget.checked)}
          disabled={disabled || (locked && !on)}
          size="md"
        />
      </Group>
      {errors.map((issue) => (
        <Text key={`${issue.code}-${issue.dependency ?? ''}`} size="xs" c="red" role="alert">
          {issueText(t, issue)}
        </Text>
      ))}
      {warnings.map((issue) => (
        <Group key={issue.code} gap={4} wrap="nowrap" align="flex-start">
          <IconAlertTriangle size={14} color="var(--mantine-color-orange-7)" aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="xs" c="orange">
            {issueText(t, issue)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/** The catalogue by category, one switch per feature, its dependencies, plan lock and issues. */
export function FeatureSelector({ features, selection, onToggle, validation, disabled, onUpgrade }: FeatureSelectorProps) {
  const { t } = useTranslation('features');
  const chosen = new Set(selection);
  return (
    <Stack gap="md">
      {groupByCategory(features).map((group) => (
        <Paper key={group.category} withBorder radius="md" px={{ base: 'sm', sm: 'md' }} pt="sm" pb={4}>
          <Title order={3} size="h5" mb={6}>
            {t(`categories.${group.category}`)}
          </Title>
          {group.features.map((feature) => (
            <FeatureRow key={feature.id} feature={feature} on={chosen.has(feature.id)} onToggle={onToggle} validation={validation} disabled={disabled} onUpgrade={onUpgrade} />
          ))}
        </Paper>
      ))}
    </Stack>
  );
}
