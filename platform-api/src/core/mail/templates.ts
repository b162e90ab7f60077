import { normalizeLanguage, type Language } from '@suite/sdk';

/**
 * Mail templates in en / fr / es. Each renders a subject, a plain-text body and a small HTML body
 * from the same lines; values are escaped for HTML.
 */
export type TemplateName = 'verify-email' | 'password-reset' | 'two-factor-code' | 'invitation' | 'admin-contact' | 'support-request' | 'support-acknowledgement' | 'support-reply' | 'sales-contact' | 'sales-acknowledgement' | 'billing-receipt' | 'billing-payment-failed' | 'generic';

interface TemplateText {
  subject: string;
  /** Paragraphs; {{name}} placeholders are filled from data. */
  lines: string[];
  /** Label of the call-to-action button, when the data has a `link`. */
  action?: string;
}

const TEMPLATES: Record<TemplateName, Record<Language, TemplateText>> = {
  'verify-email': {
    en: { subject: 'Confirm your email address', lines: ['Hello {{firstName}},', 'Confirm your email address to start using Suite.', 'The link is valid for 24 hours.'], action: 'Confirm my email' },
    fr: { subject: 'Confirmez votre adresse e-mail', lines: ['Bonjour {{firstName}},', 'Confirmez votre adresse e-mail pour commencer à utiliser Suite.', 'Le lien est valable 24 heures.'], action: 'Confirmer mon e-mail' },
    es: { subject: 'Confirma tu dirección de correo', lines: ['Hola {{firstName}}:', 'Confirma tu dirección de correo para empezar a usar Suite.', 'El enlace es válido durante 24 horas.'], action: 'Confirmar mi correo' },
  },
  'password-reset': {
    en: { subject: 'Reset your password', lines: ['Hello {{firstName}},', 'Someone asked to reset the password of your Suite account. If it was you, choose a new password below.', 'The link works once and for one hour. If you did not ask for it, ignore this message.'], action: 'Choose a new password' },
    fr: { subject: 'Réinitialisez votre mot de passe', lines: ['Bonjour {{firstName}},', 'Une réinitialisation du mot de passe de votre compte Suite a été demandée. Si c’était vous, choisissez un nouveau mot de passe ci-dessous.', 'Le lien fonctionne une seule fois pendant une heure. Sinon, ignorez ce message.'], action: 'Choisir un nouveau mot de passe' },
    es: { subject: 'Restablece tu contraseña', lines: ['Hola {{firstName}}:', 'Se pidió restablecer la contraseña de tu cuenta de Suite. Si fuiste tú, elige una nueva contraseña a continuación.', 'El enlace funciona una sola vez durante una hora. Si no lo pediste, ignora este mensaje.'], action: 'Elegir una nueva contraseña' },
  },
  'two-factor-code': {
    en: { subject: 'Your sign-in code: {{code}}', lines: ['Hello {{firstName}},', 'Your Suite sign-in code is {{code}}.', 'It expires in 10 minutes. If you did not try to sign in, change your password.'] },
    fr: { subject: 'Votre code de connexion : {{code}}', lines: ['Bonjour {{firstName}},', 'Votre code de connexion Suite est {{code}}.', 'Il expire dans 10 minutes. Si vous n’avez pas tenté de vous connecter, changez votre mot de passe.'] },
    es: { subject: 'Tu código de acceso: {{code}}', lines: ['Hola {{firstName}}:', 'Tu código de acceso a Suite es {{code}}.', 'Caduca en 10 minutos. Si no intentaste iniciar sesión, cambia tu contraseña.'] },
  },
  invitation: {
    en: { subject: '{{inviterName}} invited you to {{accountName}} on Suite', lines: ['Hello,', '{{inviterName}} invited you to join {{accountName}} as {{role}}.', 'The invitation is valid for 7 days.'], action: 'Accept the invitation' },
    fr: { subject: '{{inviterName}} vous invite à rejoindre {{accountName}} sur Suite', lines: ['Bonjour,', '{{inviterName}} vous invite à rejoindre {{accountName}} avec le rôle {{role}}.', 'L’invitation est valable 7 jours.'], action: 'Accepter l’invitation' },
    es: { subject: '{{inviterName}} te invitó a {{accountName}} en Suite', lines: ['Hola:', '{{inviterName}} te invitó a unirte a {{accountName}} como {{role}}.', 'La invitación es válida durante 7 días.'], action: 'Aceptar la invitación' },
  },
  'admin-contact': {
    en: { subject: '[{{accountName}}] {{subject}}', lines: ['{{senderName}} ({{senderEmail}}) wrote to the administrators of {{accountName}}:', '{{message}}', 'Page: {{page}}'] },
    fr: { subject: '[{{accountName}}] {{subject}}', lines: ['{{senderName}} ({{senderEmail}}) a écrit aux administrateurs de {{accountName}} :', '{{message}}', 'Page : {{page}}'] },
    es: { subject: '[{{accountName}}] {{subject}}', lines: ['{{senderName}} ({{senderEmail}}) escribió a los administradores de {{accountName}}:', '{{message}}', 'Página: {{page}}'] },
  },
  'support-request': {
    en: { subject: '[Support {{ticket}}] {{subject}}', lines: ['From {{name}} <{{email}}>, category {{category}}, priority {{priority}}.', '{{message}}'] },
    fr: { subject: '[Support {{ticket}}] {{subject}}', lines: ['De {{name}} <{{email}}>, catégorie {{category}}, priorité {{priority}}.', '{{message}}'] },
    es: { subject: '[Soporte {{ticket}}] {{subject}}', lines: ['De {{name}} <{{email}}>, categoría {{category}}, prioridad {{priority}}.', '{{message}}'] },
  },
  'support-acknowledgement': {
    en: { subject: 'We received your support request [{{ticket}}]', lines: ['Hello {{name}},', 'Thank you for contacting Suite support. Your request "{{subject}}" has the reference {{ticket}}.', 'We reply within {{hours}} hours.'] },
    fr: { subject: 'Nous avons reçu votre demande d’assistance [{{ticket}}]', lines: ['Bonjour {{name}},', 'Merci d’avoir contacté l’assistance Suite. Votre demande « {{subject}} » porte la référence {{ticket}}.', 'Nous répondons sous {{hours}} heures.'] },
    es: { subject: 'Hemos recibido tu solicitud de soporte [{{ticket}}]', lines: ['Hola {{name}}:', 'Gracias por contactar con el soporte de Suite. Tu solicitud «{{subject}}» tiene la referencia {{ticket}}.', 'Respondemos en un plazo de {{hours}} horas.'] },
  },
  'support-reply': {
    en: { subject: 'Re: [Support {{ticket}}] {{subject}}', lines: ['Hello {{name}},', '{{message}}', 'Status of your request: {{status}}.', 'Reply to this message to add anything; mention the reference {{ticket}}.'] },
    fr: { subject: 'Re : [Assistance {{ticket}}] {{subject}}', lines: ['Bonjour {{name}},', '{{message}}', 'Statut de votre demande : {{status}}.', 'Répondez à ce message pour ajouter quelque chose ; indiquez la référence {{ticket}}.'] },
    es: { subject: 'Re: [Soporte {{ticket}}] {{subject}}', lines: ['Hola {{name}}:', '{{message}}', 'Estado de tu solicitud: {{status}}.', 'Responde a este mensaje para añadir algo; indica la referencia {{ticket}}.'] },
  },
  'sales-acknowledgement': {
    en: { subject: 'Thank you for contacting Suite sales', lines: ['Hello {{firstName}},', 'Thank you for your interest in Suite. Our sales team will reply within {{hours}} hours.'] },
    fr: { subject: 'Merci d’avoir contacté l’équipe commerciale de Suite', lines: ['Bonjour {{firstName}},', 'Merci de votre intérêt pour Suite. Notre équipe commerciale vous répondra sous {{hours}} heures.'] },
    es: { subject: 'Gracias por contactar con el equipo comercial de Suite', lines: ['Hola {{firstName}}:', 'Gracias por tu interés en Suite. Nuestro equipo comercial te responderá en un plazo de {{hours}} horas.'] },
  },
  'sales-contact': {
    en: { subject: 'Sales inquiry from {{firstName}} {{lastName}} ({{company}})', lines: ['{{firstName}} {{lastName}} <{{email}}>, {{phone}}, team size {{teamSize}}.', '{{message}}'] },
    fr: { subject: 'Demande commerciale de {{firstName}} {{lastName}} ({{company}})', lines: ['{{firstName}} {{lastName}} <{{email}}>, {{phone}}, équipe de {{teamSize}}.', '{{message}}'] },
    es: { subject: 'Consulta comercial de {{firstName}} {{lastName}} ({{company}})', lines: ['{{firstName}} {{lastName}} <{{email}}>, {{phone}}, equipo de {{teamSize}}.', '{{message}}'] },
  },
  'billing-receipt': {
    en: { subject: 'Your receipt {{number}}: {{total}} paid', lines: ['Hello {{firstName}},', 'Thank you: {{total}} was paid for {{accountName}} ({{description}}) on {{date}}.', 'Invoice {{number}} is in Billing, where you can download it as a PDF.'], action: 'View billing' },
    fr: { subject: 'Votre reçu {{number}} : {{total}} payé', lines: ['Bonjour {{firstName}},', 'Merci : {{total}} a été payé pour {{accountName}} ({{description}}) le {{date}}.', 'La facture {{number}} est disponible dans Facturation, où vous pouvez la télécharger en PDF.'], action: 'Voir la facturation' },
    es: { subject: 'Tu recibo {{number}}: {{total}} pagado', lines: ['Hola {{firstName}}:', 'Gracias: se pagaron {{total}} por {{accountName}} ({{description}}) el {{date}}.', 'La factura {{number}} está en Facturación, donde puedes descargarla en PDF.'], action: 'Ver facturación' },
  },
  'billing-payment-failed': {
    en: { subject: 'Payment failed for {{accountName}}', lines: ['Hello {{firstName}},', 'We could not renew the {{plan}} subscription of {{accountName}}: {{reason}}', 'Update the payment method in Billing. We retry once a day; after {{graceDays}} days the account moves to the Free plan.'], action: 'Update payment method' },
    fr: { subject: 'Échec du paiement pour {{accountName}}', lines: ['Bonjour {{firstName}},', 'Nous n’avons pas pu renouveler l’abonnement {{plan}} de {{accountName}} : {{reason}}', 'Mettez à jour le moyen de paiement dans Facturation. Nous réessayons chaque jour ; après {{graceDays}} jours, le compte passe au forfait Free.'], action: 'Mettre à jour le paiement' },
    es: { subject: 'Error en el pago de {{accountName}}', lines: ['Hola {{firstName}}:', 'No pudimos renovar la suscripción {{plan}} de {{accountName}}: {{reason}}', 'Actualiza el método de pago en Facturación. Lo reintentamos una vez al día; tras {{graceDays}} días la cuenta pasa al plan Free.'], action: 'Actualizar el pago' },
  },
  generic: {
    en: { subject: '{{subject}}', lines: ['{{message}}'] },
    fr: { subject: '{{subject}}', lines: ['{{message}}'] },
    es: { subject: '{{subject}}', lines: ['{{message}}'] },
  },
};

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function fill(text: string, data: Record<string, unknown>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => (data[key] === undefined || data[key] === null ? '' : String(data[key])));
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** Templates modules declare (ApiPlugin.mailTemplates), by '<plugin id>.<name>'. */
const moduleTemplates = new Map<string, Record<Language, TemplateText>>();

export function registerModuleMailTemplates(pluginId: string, templates: Record<string, Record<Language, TemplateText>>): void {
  for (const [name, copy] of Object.entries(templates)) moduleTemplates.set(`${pluginId}.${name}`, copy);
}

export function isMailTemplate(name: string): boolean {
  return name in TEMPLATES || moduleTemplates.has(name);
}

/** The footer of non-essential mail (its category can be turned off): the one-click unsubscribe link. */
const UNSUBSCRIBE_FOOTER: Record<Language, { text: string; action: string }> = {
  en: { text: 'You receive this mail because of your mail preferences.', action: 'Unsubscribe or change your preferences' },
  fr: { text: 'Vous recevez ce message selon vos préférences d’e-mail.', action: 'Se désabonner ou modifier vos préférences' },
  es: { text: 'Recibes este correo según tus preferencias de correo.', action: 'Darte de baja o cambiar tus preferencias' },
};

export function renderMail(template: TemplateName | (string & {}), language: string, data: Record<string, unknown>, options: { unsubscribeLink?: string } = {}): RenderedMail {
  const copies = (TEMPLATES as Record<string, Record<Language, TemplateText>>)[template] ?? moduleTemplates.get(template);
  if (!copies) throw new Error(`Unknown mail template ${template}`);
  const copy = copies[normalizeLanguage(language)];
  const subject = fill(copy.subject, data);
  const lines = copy.lines.map((line) => fill(line, data)).filter((line) => line.trim() !== '' && !/^(Page|Página) ?: ?$/.test(line.trim()));
  const link = typeof data.link === 'string' ? data.link : null;
  const footer = options.unsubscribeLink ? UNSUBSCRIBE_FOOTER[normalizeLanguage(language)] : null;
  const text = [...lines, ...(link ? [`${copy.action ?? ''}: ${link}`] : []), ...(footer ? [`--\n${footer.text}\n${footer.action}: ${options.unsubscribeLink}`] : [])].join('\n\n');
  const html = [
    '<!doctype html><html><body style="font-family:system-ui,-apple-system,Segoe UI,sans-serif;font-size:14px;color:#1f2330;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto;padding:24px">',
    ...lines.map((line) => `<p style="white-space:pre-line">${escapeHtml(line)}</p>`),
    link ? `<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#4c6ef5;color:#fff;padding:10px 16px;border-radius:8px;text-decoration:none">${escapeHtml(copy.action ?? link)}</a></p><p style="color:#868e96;font-size:12px">${escapeHtml(link)}</p>` : '',
    footer
      ? `<p style="color:#868e96;font-size:12px;border-top:1px solid #e9ecef;padding-top:12px">${escapeHtml(footer.text)} <a href="${escapeHtml(options.unsubscribeLink!)}" style="color:#868e96">${escapeHtml(footer.action)}</a></p>`
      : '',
    '</div></body></html>',
  ].join('');
  return { subject, text, html };
}
