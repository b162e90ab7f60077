import { Menu, UnstyledButton, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconLanguage, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, normalizeLanguage, type Language } from '@suite/sdk';
import { useSession } from '@suite/sdk/react';
import { rememberProfileLanguage } from '../../features/account/language.js';

/** Switches the interface language; a signed-in user's choice is saved to the profile. */
export function LanguageSwitcher({ onChange }: { onChange?: (language: Language) => void }) {
  const { t, i18n } = useTranslation('shell');
  const { status } = useSession();
  const current = normalizeLanguage(i18n.resolvedLanguage);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        {/* Named by hidden text ('Language: English'), not aria-label: the visible code is its picture (WCAG label-in-name). */}
        <UnstyledButton px={6} py={4} style={{ borderRadius: 6 }}>
          <VisuallyHidden>{`${t('layout.language')}: ${t(`languages.${current}`)}`}</VisuallyHidden>
          <Group gap={4} wrap="nowrap" aria-hidden>
            <IconLanguage size={18} stroke={1.6} aria-hidden />
            <Text size="sm" fw={500} tt="uppercase">
              {current}
            </Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {LANGUAGES.map((language) => (
          <Menu.Item
            key={language}
            leftSection={language === current ? <IconCheck size={14} /> : <span style={{ width: 14, display: 'inline-block' }} />}
            onClick={() => {
              void i18n.changeLanguage(language);
              if (status === 'authenticated' && language !== current) void rememberProfileLanguage(language);
              onChange?.(language);
            }}
            lang={language}
          >
            {t(`languages.${language}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
