import { useState } from 'react';
import { TextInput, UnstyledButton, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

function Eye({ crossed }: { crossed: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M3 3l18 18" /> : null}
    </svg>
  );
}

/**
 * A password input with a show/hide button. Mantine's PasswordInput (with its ActionIcon) would
 * add ~3 KB gzipped to the sign-in pages' first load, which sits right at its budget.
 */
export function SecretField(props: Omit<TextInputProps, 'type' | 'rightSection'>) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <TextInput
      {...props}
      type={visible ? 'text' : 'password'}
      rightSection={
        <UnstyledButton
          onClick={() => setVisible((shown) => !shown)}
          aria-label={visible ? t('common.hidePassword') : t('common.showPassword')}
          aria-pressed={visible}
          disabled={props.disabled}
          c="dimmed"
          style={{ display: 'flex', padding: 4, borderRadius: 'var(--mantine-radius-sm)' }}
        >
          <Eye crossed={visible} />
        </UnstyledButton>
      }
    />
  );
}
