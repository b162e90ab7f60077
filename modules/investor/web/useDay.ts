import { useTranslation } from '@suite/sdk/web';
import { formatDay } from './format.js';

/** formatDay in the current language. */
export function useDay(): (value: string) => string {
  const { i18n } = useTranslation();
  return (value: string) => formatDay(value, i18n.language);
}
