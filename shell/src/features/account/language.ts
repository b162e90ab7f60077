import { notifications } from '@mantine/notifications';
import { callEndpoint } from '@suite/sdk/client';
import { AuthEndpoints } from '@suite/sdk/endpoints';
import { i18n, translateError } from '@suite/sdk/i18n';
import type { Language } from '@suite/sdk';

/** The profile stores a language (platform.md section 1); the choice follows the user to other devices. */
export function saveProfileLanguage(language: Language): Promise<unknown> {
  return callEndpoint(AuthEndpoints.updateProfile, { body: { language } });
}

/** Save the language chosen in the header; the interface has already switched, a failure is said. */
export async function rememberProfileLanguage(language: Language): Promise<void> {
  try {
    await saveProfileLanguage(language);
  } catch (error) {
    notifications.show({
      color: 'red',
      title: i18n.t('account:language.notSaved'),
      message: translateError(error instanceof Error ? error.message : String(error)),
    });
  }
}
