import type { MailTemplate } from '@suite/sdk';

/** The teams' mails (the plugin's mailTemplates; sent as 'agile.<name>'). */
export const teamMailTemplates: Record<string, MailTemplate> = {
  'team-invitation': {
    en: { subject: '{{inviterName}} invited you to the team {{teamName}} on Suite', lines: ['Hello,', '{{inviterName}} invited you to join the team {{teamName}} as {{role}}.', 'The invitation is valid for 7 days.'], action: 'Accept the invitation' },
    fr: { subject: '{{inviterName}} vous invite dans l’équipe {{teamName}} sur Suite', lines: ['Bonjour,', '{{inviterName}} vous invite à rejoindre l’équipe {{teamName}} en tant que {{role}}.', 'L’invitation est valable 7 jours.'], action: 'Accepter l’invitation' },
    es: { subject: '{{inviterName}} le invitó al equipo {{teamName}} en Suite', lines: ['Hola:', '{{inviterName}} le invitó a unirse al equipo {{teamName}} como {{role}}.', 'La invitación es válida durante 7 días.'], action: 'Aceptar la invitación' },
  },
};
