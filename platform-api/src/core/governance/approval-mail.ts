import { registerModuleMailTemplates } from '../mail/templates.js';

/** The approval mails (request, reminder, decision) in en/fr/es, registered once on import. */
const MAIL = {
  request: {
    en: { subject: 'Approval needed: {{summary}}', lines: ['Hello {{firstName}},', '{{requester}} asks for approval ({{workflow}}): {{summary}}', 'Approve or reject it with a comment.'], action: 'Open the request' },
    fr: { subject: 'Approbation demandée : {{summary}}', lines: ['Bonjour {{firstName}},', '{{requester}} demande une approbation ({{workflow}}) : {{summary}}', 'Approuvez-la ou rejetez-la avec un commentaire.'], action: 'Ouvrir la demande' },
    es: { subject: 'Aprobación necesaria: {{summary}}', lines: ['Hola {{firstName}}:', '{{requester}} pide una aprobación ({{workflow}}): {{summary}}', 'Apruébala o recházala con un comentario.'], action: 'Abrir la solicitud' },
  },
  reminder: {
    en: { subject: 'Reminder: approval waiting: {{summary}}', lines: ['Hello {{firstName}},', 'A request is still waiting for your decision ({{workflow}}): {{summary}}', 'It was raised by {{requester}}.'], action: 'Open the request' },
    fr: { subject: 'Rappel : approbation en attente : {{summary}}', lines: ['Bonjour {{firstName}},', 'Une demande attend toujours votre décision ({{workflow}}) : {{summary}}', 'Elle a été faite par {{requester}}.'], action: 'Ouvrir la demande' },
    es: { subject: 'Recordatorio: aprobación pendiente: {{summary}}', lines: ['Hola {{firstName}}:', 'Una solicitud sigue esperando tu decisión ({{workflow}}): {{summary}}', 'La hizo {{requester}}.'], action: 'Abrir la solicitud' },
  },
  decided: {
    en: { subject: 'Your request was {{decision}}: {{summary}}', lines: ['Hello {{firstName}},', '{{approver}} {{decision}} your request ({{workflow}}): {{summary}}', '{{comment}}'], action: 'Open the request' },
    fr: { subject: 'Votre demande a été {{decision}} : {{summary}}', lines: ['Bonjour {{firstName}},', '{{approver}} a {{decision}} votre demande ({{workflow}}) : {{summary}}', '{{comment}}'], action: 'Ouvrir la demande' },
    es: { subject: 'Tu solicitud fue {{decision}}: {{summary}}', lines: ['Hola {{firstName}}:', '{{approver}} ha {{decision}} tu solicitud ({{workflow}}): {{summary}}', '{{comment}}'], action: 'Abrir la solicitud' },
  },
};
export const DECISION_WORDS = { en: { approved: 'approved', rejected: 'rejected' }, fr: { approved: 'approuvé', rejected: 'rejeté' }, es: { approved: 'aprobado', rejected: 'rechazado' } } as const;
registerModuleMailTemplates('approvals', MAIL);
