import { beforeAll, describe, expect, it } from 'vitest';
import { AccountErrors, BillingErrors } from '@suite/sdk';
import { ApiError } from '@suite/sdk/client';
import { i18n, initI18n } from '@suite/sdk/i18n';
import { failureText, localizedError } from './failure.js';

beforeAll(async () => {
  await initI18n({ lng: 'fr' });
  await i18n.loadNamespaces('errors');
});

describe('the failure texts of the billing screens', () => {
  it("shows the server's refusal, else the spec's text for the action", () => {
    expect(failureText(new ApiError(BillingErrors.CARD_DECLINED, 422), BillingErrors.CHECKOUT_FAILED)).toBe('Votre carte a été refusée.');
    expect(failureText(new ApiError('Server error occurred. Please try again later or contact support if the problem persists.', 500), BillingErrors.CHECKOUT_FAILED)).toBe('Échec du paiement');
    expect(failureText(new Error('boom'), BillingErrors.UPDATE_ITEM_FAILED)).toBe("Échec de la mise à jour de l'article");
  });

  it('translates the texts that carry a value, values included', () => {
    expect(localizedError(AccountErrors.connectFailed('stripe', BillingErrors.NO_NETWORK_CONNECTOR))).toMatch(/^Échec de la connexion à stripe : /);
    expect(localizedError(BillingErrors.additionalUsersQuantity(100))).toBe('Le nombre d’utilisateurs supplémentaires doit être compris entre 1 et 100');
    expect(localizedError(BillingErrors.csvMissingColumns('date, amount'))).toBe('Le fichier CSV doit contenir les colonnes : date, amount');
  });

  it('keeps a text it does not know as it is', () => {
    expect(localizedError('Something new')).toBe('Something new');
  });
});
