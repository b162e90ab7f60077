import type { ReactNode } from 'react';
import { Alert, Button, Checkbox, Group, NumberInput, PasswordInput, Select, TextInput, Textarea, type CheckboxProps, type NumberInputProps, type PasswordInputProps, type SelectProps, type TextInputProps, type TextareaProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { translateError } from '../i18n/setup.js';

/**
 * Form fields of the kit. They take the same error text the server gives (a spec sentence) and
 * show it in the user's language, so a form and the API never disagree.
 */
type WithError<P> = Omit<P, 'error'> & { error?: string | null };

const shown = (error: string | null | undefined) => (error ? translateError(error) : undefined);

export function TextField({ error, ...props }: WithError<TextInputProps>) {
  return <TextInput {...props} error={shown(error)} />;
}

export function PasswordField({ error, ...props }: WithError<PasswordInputProps>) {
  return <PasswordInput {...props} error={shown(error)} />;
}

export function TextareaField({ error, ...props }: WithError<TextareaProps>) {
  return <Textarea autosize minRows={3} {...props} error={shown(error)} />;
}

export function SelectField({ error, ...props }: WithError<SelectProps>) {
  return <Select allowDeselect={false} {...props} error={shown(error)} />;
}

export function NumberField({ error, ...props }: WithError<NumberInputProps>) {
  return <NumberInput {...props} error={shown(error)} />;
}

export function CheckboxField({ error, ...props }: WithError<CheckboxProps>) {
  return <Checkbox {...props} error={shown(error)} />;
}

/** A form's error from the server (a spec sentence), in the user's language; nothing without one. */
export function FormError({ error }: { error: unknown }) {
  if (!error) return null;
  const text = error instanceof Error ? error.message : String(error);
  return (
    <Alert color="red" variant="light" role="alert">
      {translateError(text)}
    </Alert>
  );
}

export interface FormActionsProps {
  /** The submit button's text (the form's own verb: Create, Save ...). */
  submitLabel: ReactNode;
  onCancel: () => void;
  saving?: boolean;
  disabled?: boolean;
  /** Defaults to the kit's 'Cancel'. */
  cancelLabel?: ReactNode;
}

/** The end of a form: Cancel, then the submit button (busy while saving). */
export function FormActions({ submitLabel, onCancel, saving = false, disabled = false, cancelLabel }: FormActionsProps) {
  const { t } = useTranslation('common');
  return (
    <Group justify="flex-end" mt="xs">
      <Button variant="default" onClick={onCancel} disabled={saving}>
        {cancelLabel ?? t('cancel')}
      </Button>
      <Button type="submit" loading={saving} disabled={disabled}>
        {submitLabel}
      </Button>
    </Group>
  );
}
