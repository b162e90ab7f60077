import type { MailTemplate } from '@suite/sdk';

/** The investor portal's mail, sent through MAILER as 'investor.<name>'. */
export const investorMailTemplates: Record<string, MailTemplate> = {
  invitation: {
    en: { subject: '{{companyName}} invites you to its investor portal', lines: ['{{companyName}} has given you access to its figures, updates and data room.', 'Create your investor account with this e-mail address to see them.'], action: 'Create my investor account' },
    fr: { subject: '{{companyName}} vous invite sur son portail investisseurs', lines: ['{{companyName}} vous donne accès à ses chiffres, ses mises à jour et sa data room.', 'Créez votre compte investisseur avec cette adresse e-mail pour les consulter.'], action: 'Créer mon compte investisseur' },
    es: { subject: '{{companyName}} te invita a su portal de inversores', lines: ['{{companyName}} te ha dado acceso a sus cifras, actualizaciones y data room.', 'Crea tu cuenta de inversor con esta dirección de correo para verlos.'], action: 'Crear mi cuenta de inversor' },
  },
  communication: {
    en: { subject: 'New message from {{companyName}}: {{subject}}', lines: ['There is a new message in your thread with {{companyName}}.'], action: 'Read the message' },
    fr: { subject: 'Nouveau message de {{companyName}} : {{subject}}', lines: ['Un nouveau message vous attend dans votre échange avec {{companyName}}.'], action: 'Lire le message' },
    es: { subject: 'Nuevo mensaje de {{companyName}}: {{subject}}', lines: ['Hay un nuevo mensaje en tu conversación con {{companyName}}.'], action: 'Leer el mensaje' },
  },
  /** To the company's OWNER and ADMINs: an investor asked for access from its public directory profile. */
  'access-request': {
    en: { subject: '{{investorName}} asks for access to {{companyName}}', lines: ['{{investorName}} found {{companyName}} in the startup directory and asks for access to its figures.', '{{message}}', 'Nothing is shared until an owner or admin accepts the request and chooses what the investor may read.'], action: 'Review the request' },
    fr: { subject: '{{investorName}} demande l’accès à {{companyName}}', lines: ['{{investorName}} a trouvé {{companyName}} dans l’annuaire des startups et demande l’accès à ses chiffres.', '{{message}}', 'Rien n’est partagé tant qu’un propriétaire ou un administrateur n’a pas accepté la demande et choisi ce que l’investisseur peut consulter.'], action: 'Examiner la demande' },
    es: { subject: '{{investorName}} pide acceso a {{companyName}}', lines: ['{{investorName}} encontró {{companyName}} en el directorio de startups y pide acceso a sus cifras.', '{{message}}', 'No se comparte nada hasta que un propietario o administrador acepte la solicitud y elija qué puede consultar el inversor.'], action: 'Revisar la solicitud' },
  },
};
