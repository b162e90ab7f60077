import { Checkbox, NumberInput, PasswordInput, Select, TextInput, Textarea, type CheckboxProps, type NumberInputProps, type PasswordInputProps, type SelectProps, type TextInputProps, type TextareaProps } from '@mantine/core';
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
