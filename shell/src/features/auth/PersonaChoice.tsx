import { Input, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RegistrationPersona } from './registration-params.js';

export interface PersonaChoiceProps {
  personas: readonly RegistrationPersona[];
  value: RegistrationPersona | '';
  onChange: (persona: RegistrationPersona) => void;
  /** The problem to show, already in the user's language. */
  error?: string;
}

/**
 * The persona cards of the registration form: native radio buttons (arrow keys, one tab stop,
 * screen readers) in bordered cards, light on the first load.
 */
export function PersonaChoice({ personas, value, onChange, error }: PersonaChoiceProps) {
  const { t } = useTranslation('authRegister');
  return (
    <Input.Wrapper label={t('register.personaLegend')} withAsterisk error={error} labelElement="div" id="persona">
      <div role="radiogroup" aria-labelledby="persona-label" style={{ display: 'grid', gap: 8, marginTop: 6, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 150px), 1fr))' }}>
        {personas.map((persona) => (
          <label
            key={persona}
            style={{
              display: 'flex',
              gap: 10,
              alignItems: 'flex-start',
              padding: 'var(--mantine-spacing-sm)',
              borderRadius: 'var(--mantine-radius-md)',
              cursor: 'pointer',
              border: `1px solid ${value === persona ? 'var(--mantine-primary-color-filled)' : error ? 'var(--mantine-color-error)' : 'var(--mantine-color-default-border)'}`,
              background: value === persona ? 'var(--mantine-primary-color-light)' : undefined,
            }}
          >
            <input
              type="radio"
              name="persona"
              value={persona}
              checked={value === persona}
              onChange={() => onChange(persona)}
              style={{ width: 16, height: 16, margin: '2px 0 0', flex: 'none', accentColor: 'var(--mantine-primary-color-filled)' }}
            />
            <span>
              <Text span display="block" size="sm" fw={600}>
                {t(`register.personas.${persona}`)}
              </Text>
              <Text span display="block" size="xs" c="dimmed">
                {t(`register.personaHints.${persona}`)}
              </Text>
            </span>
          </label>
        ))}
      </div>
    </Input.Wrapper>
  );
}
