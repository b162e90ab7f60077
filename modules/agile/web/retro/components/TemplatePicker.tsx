import { Badge, Group, NumberInput, Radio, SimpleGrid, Skeleton, Stack, Text, useTranslation, formatNumber } from '@suite/sdk/web';
import { IconClock, IconSparkles, IconStar, IconUsers } from '@tabler/icons-react';
import type { RetroTemplate } from '../../../shared/retro.js';
import { orderTemplates } from '../session-form.js';
import { useColumnText } from './RetroBadges.js';

/** A built-in template's name and description in the user's language; the account's own as written. */
export function useTemplateText() {
  const { t } = useTranslation('agile');
  return (template: Pick<RetroTemplate, 'id' | 'name' | 'description' | 'builtIn'>) =>
    template.builtIn ? { name: t(`retro.templates.${template.id}.name`, { defaultValue: template.name }), description: t(`retro.templates.${template.id}.description`, { defaultValue: template.description }) } : { name: template.name, description: template.description };
}

export interface TemplatePickerProps {
  templates: RetroTemplate[];
  loading: boolean;
  value: string;
  onChange: (template: RetroTemplate) => void;
  participants: number | '';
  onParticipantsChange: (value: number | '') => void;
  /** Ids of the suggested templates for the participant count, best first. */
  suggestedIds: string[];
  suggesting: boolean;
}

/**
 * The templates as cards to pick from: columns, duration, participants, difficulty and rating.
 * Giving the number of participants puts the three best suited first (agile.md section 9).
 */
export function TemplatePicker({ templates, loading, value, onChange, participants, onParticipantsChange, suggestedIds, suggesting }: TemplatePickerProps) {
  const { t, i18n } = useTranslation('agile');
  const text = useTemplateText();
  const columnText = useColumnText();
  const ordered = orderTemplates(templates, suggestedIds);

  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <Text size="sm" fw={500} id="template-picker-label">
          {t('retro.form.template')}
        </Text>
        <NumberInput
          label={t('retro.form.participants')}
          description={t('retro.form.participantsHint')}
          min={1}
          max={50}
          allowDecimal={false}
          allowNegative={false}
          value={participants}
          onChange={(next) => onParticipantsChange(next === '' ? '' : Number(next))}
          w={{ base: '100%', xs: 240 }}
          leftSection={<IconUsers size={14} aria-hidden />}
        />
      </Group>
      {loading ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} height={128} radius="md" />
          ))}
        </SimpleGrid>
      ) : (
        <Radio.Group
          value={value}
          onChange={(id) => {
            const template = templates.find((candidate) => candidate.id === id);
            if (template) onChange(template);
          }}
          aria-labelledby="template-picker-label"
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" data-testid="template-picker">
            {ordered.map((template) => {
              const suggested = suggestedIds.indexOf(template.id);
              const { name, description } = text(template);
              return (
                <Radio.Card key={template.id} value={template.id} radius="md" p="sm" data-testid="template-card" data-template-id={template.id} aria-label={name} style={{ borderColor: value === template.id ? 'var(--mantine-primary-color-filled)' : undefined }}>
                  <Group gap="xs" align="flex-start" wrap="nowrap">
                    <Radio.Indicator mt={2} />
                    <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                      <Group justify="space-between" gap={4} wrap="nowrap">
                        <Text fw={600} size="sm" lineClamp={1}>
                          {name}
                        </Text>
                        {suggested >= 0 ? (
                          <Badge size="xs" color="yellow" variant="light" leftSection={<IconSparkles size={10} aria-hidden />} style={{ flexShrink: 0 }}>
                            {t('retro.form.suggested')}
                          </Badge>
                        ) : null}
                      </Group>
                      <Text size="xs" c="dimmed" lineClamp={2}>
                        {description}
                      </Text>
                      <Group gap={4} wrap="wrap">
                        {template.columns.map((column) => (
                          <Badge key={column.id} size="xs" variant="outline" color="gray" tt="none">
                            {columnText(column, template.builtIn ? template.format : 'CUSTOM').title}
                          </Badge>
                        ))}
                      </Group>
                      <Group gap="sm" wrap="wrap">
                        <Group gap={3} wrap="nowrap">
                          <IconClock size={12} aria-hidden />
                          <Text size="xs" c="dimmed">
                            {t('retro.form.minutes', { count: template.estimatedDuration })}
                          </Text>
                        </Group>
                        <Group gap={3} wrap="nowrap">
                          <IconUsers size={12} aria-hidden />
                          <Text size="xs" c="dimmed">
                            {t('retro.form.people', { min: template.participantRange.min, max: template.participantRange.max })}
                          </Text>
                        </Group>
                        <Group gap={3} wrap="nowrap">
                          <IconStar size={12} aria-hidden />
                          <Text size="xs" c="dimmed">
                            {t('retro.form.rating', { rating: formatNumber(template.usage.rating, i18n.language, 1, 1), uses: template.usage.timesUsed })}
                          </Text>
                        </Group>
                        <Badge size="xs" variant="light" color="gray">
                          {t(`retro.difficulty.${template.difficulty}`)}
                        </Badge>
                      </Group>
                    </Stack>
                  </Group>
                </Radio.Card>
              );
            })}
          </SimpleGrid>
        </Radio.Group>
      )}
      {suggesting ? (
        <Text size="xs" c="dimmed">
          {t('retro.form.suggesting')}
        </Text>
      ) : null}
    </Stack>
  );
}
