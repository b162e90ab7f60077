import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, normalizeLanguage } from '@suite/sdk';

/** A light language picker for public pages (a native select: no popover code on first load). */
export function LanguageSelect() {
  const { t, i18n } = useTranslation('shell');
  return (
    <NativeSelect
      aria-label={t('layout.language')}
      size="xs"
      value={normalizeLanguage(i18n.resolvedLanguage)}
      onChange={(event) => void i18n.changeLanguage(event.currentTarget.value)}
      data={LANGUAGES.map((language) => ({ value: language, label: t(`languages.${language}`) }))}
      w={108}
    />
  );
}
