import { IntegrationErrors } from '@suite/sdk';
import { addTranslations } from '@suite/sdk/i18n';

/** The webhook and API key error texts in fr and es, added to the 'errors' namespace when an integrations screen loads. */
const webhookErrorsFr: Record<string, string> = {
  [IntegrationErrors.WEBHOOK_NOT_FOUND]: 'Point de terminaison introuvable',
  [IntegrationErrors.WEBHOOK_DELIVERY_NOT_FOUND]: 'Livraison introuvable',
  [IntegrationErrors.WEBHOOK_URL_INVALID]: 'Saisissez une URL valide commençant par https://',
  [IntegrationErrors.WEBHOOK_URL_HTTPS]: 'Les URL de webhook doivent utiliser https:// (http:// n’est permis que pour localhost hors production)',
  [IntegrationErrors.WEBHOOK_EVENTS_REQUIRED]: 'Choisissez au moins un événement',
  [IntegrationErrors.WEBHOOKS_NEED_PLAN]: 'Les webhooks font partie des offres Pro et Enterprise. Passez à une offre supérieure pour en ajouter un.',
  [IntegrationErrors.WEBHOOK_PAUSED]: 'Ce point de terminaison est en pause : reprenez-le avant de lui envoyer quoi que ce soit',
  [IntegrationErrors.API_KEY_NOT_FOUND]: 'Clé d’API introuvable',
  [IntegrationErrors.API_KEY_NAME_REQUIRED]: 'Donnez un nom à la clé (1 à 80 caractères)',
  [IntegrationErrors.API_KEY_SCOPES_REQUIRED]: 'Choisissez au moins une portée',
  [IntegrationErrors.ACCOUNT_KEYS_NEED_MANAGE]: 'Seules les personnes qui gèrent les intégrations peuvent créer des clés de compte',
  [IntegrationErrors.API_KEY_INVALID]: 'Clé d’API invalide ou révoquée',
  [IntegrationErrors.API_KEY_NOT_ALLOWED_HERE]: 'Les clés d’API ne peuvent pas être utilisées ici : connectez-vous',
  [IntegrationErrors.API_KEY_SCOPE_DENIED]: 'Cette clé d’API n’a pas la portée nécessaire',
};
const webhookErrorsEs: Record<string, string> = {
  [IntegrationErrors.WEBHOOK_NOT_FOUND]: 'Endpoint de webhook no encontrado',
  [IntegrationErrors.WEBHOOK_DELIVERY_NOT_FOUND]: 'Entrega no encontrada',
  [IntegrationErrors.WEBHOOK_URL_INVALID]: 'Introduce una URL válida que empiece por https://',
  [IntegrationErrors.WEBHOOK_URL_HTTPS]: 'Las URL de webhook deben usar https:// (http:// solo se permite para localhost fuera de producción)',
  [IntegrationErrors.WEBHOOK_EVENTS_REQUIRED]: 'Elige al menos un evento',
  [IntegrationErrors.WEBHOOKS_NEED_PLAN]: 'Los webhooks forman parte de los planes Pro y Enterprise. Mejora tu plan para añadir uno.',
  [IntegrationErrors.WEBHOOK_PAUSED]: 'Este endpoint está en pausa: reanúdalo antes de enviarle nada',
  [IntegrationErrors.API_KEY_NOT_FOUND]: 'Clave de API no encontrada',
  [IntegrationErrors.API_KEY_NAME_REQUIRED]: 'Da un nombre a la clave (de 1 a 80 caracteres)',
  [IntegrationErrors.API_KEY_SCOPES_REQUIRED]: 'Elige al menos un ámbito',
  [IntegrationErrors.ACCOUNT_KEYS_NEED_MANAGE]: 'Solo quienes gestionan las integraciones pueden crear claves de cuenta',
  [IntegrationErrors.API_KEY_INVALID]: 'Clave de API no válida o revocada',
  [IntegrationErrors.API_KEY_NOT_ALLOWED_HERE]: 'Las claves de API no se pueden usar aquí: inicia sesión',
  [IntegrationErrors.API_KEY_SCOPE_DENIED]: 'Esta clave de API no tiene el ámbito que necesita esta ruta',
};

addTranslations('errors', { fr: webhookErrorsFr, es: webhookErrorsEs });

export const integrationErrorTexts = { fr: webhookErrorsFr, es: webhookErrorsEs };
