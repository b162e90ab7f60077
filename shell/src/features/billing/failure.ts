import { AccountErrors, BillingErrors } from '@suite/sdk';
import { isApiError } from '@suite/sdk/client';
import { i18n, translateError } from '@suite/sdk/i18n';

/**
 * Texts with a value in them (the sdk's functions) are translated through a template key in the
 * 'errors' namespace: the function called with {{placeholders}} gives the key, so no sentence is
 * written twice, and the values are put back in the user's language.
 */
interface ValueText {
  template: string;
  names: string[];
  pattern: RegExp;
}

function valueText(template: string): ValueText {
  const names: string[] = [];
  const source = template
    .split(/(\{\{\w+\}\})/)
    .map((part) => {
      const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
      if (name) {
        names.push(name);
        return '(.+?)';
      }
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return { template, names, pattern: new RegExp(`^${source}$`) };
}

const VALUE_TEXTS: ValueText[] = [
  valueText(AccountErrors.connectFailed('{{provider}}', '{{reason}}')),
  valueText(BillingErrors.csvMissingColumns('{{columns}}')),
  valueText(BillingErrors.additionalUsersQuantity('{{max}}' as unknown as number)),
  valueText(BillingErrors.usersAboveLimit('{{users}}' as unknown as number, '{{maxUsers}}' as unknown as number)),
];

/** A server or spec text in the user's language, including the texts that carry a value. */
export function localizedError(message: string): string {
  for (const text of VALUE_TEXTS) {
    const match = text.pattern.exec(message);
    if (!match) continue;
    const values = Object.fromEntries(text.names.map((name, index) => [name, translateError(match[index + 1]!)]));
    if (!i18n.isInitialized) return message;
    return i18n.t(text.template, { ns: 'errors', keySeparator: false, nsSeparator: false, defaultValue: message, ...values });
  }
  return translateError(message);
}

/**
 * What to show for a failed call: the server's own sentence for a refusal (4xx: it says why), the
 * spec's text for the action otherwise (server errors, network). Always in the user's language.
 */
export function failureText(error: unknown, fallback: string): string {
  if (isApiError(error) && error.isClientError && error.message) return localizedError(error.message);
  if (isApiError(error) && error.status === 0) return translateError(error.message);
  return translateError(fallback);
}
