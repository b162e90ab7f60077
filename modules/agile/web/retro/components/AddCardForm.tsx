import { useState } from 'react';
import { Button, Group, Stack, Text, TextareaField, useTranslation } from '@suite/sdk/web';
import { RetroErrors } from '../../../shared/errors/retro-errors.js';
import { IconPlus } from '@tabler/icons-react';
import { RETRO_CARD_MAX_LENGTH } from '../../../shared/retro.js';

/** The spec's rule for a card's text (agile.md section 5): non-empty, at most 500 characters. */
export function cardContentProblem(content: string): string | null {
  if (!content.trim()) return RetroErrors.CARD_EMPTY;
  if (content.length > RETRO_CARD_MAX_LENGTH) return RetroErrors.CARD_TOO_LONG;
  return null;
}

export interface CardEditorProps {
  label: string;
  initial?: string;
  submitLabel: string;
  /** Resolves true when saved (the field empties for the next card). */
  onSubmit: (content: string) => Promise<boolean>;
  onCancel?: () => void;
  autoFocus?: boolean;
  hint?: string;
  disabled?: boolean;
  testId?: string;
}

/**
 * A card's text: checked as the user types (too long at once, empty when sending), Enter sends,
 * Shift+Enter adds a line, Escape cancels an edit; what was typed stays when sending fails.
 */
export function CardEditor({ label, initial = '', submitLabel, onSubmit, onCancel, autoFocus, hint, disabled, testId }: CardEditorProps) {
  const { t } = useTranslation('agile');
  const [content, setContent] = useState(initial);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const problem = cardContentProblem(content);
  const shown = problem && (tried || problem === RetroErrors.CARD_TOO_LONG) ? problem : undefined;

  const submit = async () => {
    setTried(true);
    if (problem || saving) return;
    setSaving(true);
    const saved = await onSubmit(content.trim());
    setSaving(false);
    if (saved) {
      setContent('');
      setTried(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      data-testid={testId}
    >
      <Stack gap={6}>
        <TextareaField
          aria-label={label}
          placeholder={label}
          autosize
          minRows={2}
          maxRows={8}
          value={content}
          autoFocus={autoFocus}
          disabled={disabled}
          onChange={(event) => setContent(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              void submit();
            } else if (event.key === 'Escape' && onCancel) {
              event.preventDefault();
              onCancel();
            }
          }}
          error={shown}
        />
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="xs" c={content.length > RETRO_CARD_MAX_LENGTH ? 'red' : 'dimmed'} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {hint ? `${hint} · ` : ''}
            {t('retro.card.length', { count: content.length, max: RETRO_CARD_MAX_LENGTH })}
          </Text>
          <Group gap={4} wrap="nowrap">
            {onCancel ? (
              <Button size="compact-sm" variant="subtle" color="gray" onClick={onCancel}>
                {t('retro.card.cancel')}
              </Button>
            ) : null}
            <Button size="compact-sm" type="submit" loading={saving} disabled={disabled} leftSection={onCancel ? undefined : <IconPlus size={14} aria-hidden />}>
              {submitLabel}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
