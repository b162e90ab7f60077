import { Menu, UnstyledButton, Group, Text } from '@mantine/core';
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
        <UnstyledButton aria-label={t('layout.language')} px={6} py={4} style={{ borderRadius: 6 }}>
          <Group gap={4} wrap="nowrap">
            <IconLanguage size={18} stroke={1.6} />
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
