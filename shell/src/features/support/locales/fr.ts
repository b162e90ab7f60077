/** The support form's strings in fr ('support' namespace). */
export const support = {
  title: "Contacter l'assistance",
  description: 'Dites-nous ce qui se passe et nous vous répondrons par e-mail.',
  name: 'Nom',
  email: 'E-mail',
  subject: 'Objet',
  message: 'Message',
  category: 'Catégorie',
  priority: 'Priorité',
  send: 'Envoyer la demande',
  promise: 'Nous répondons sous {{hours}} heures.',
  sentDetail: 'Ticket {{reference}}. Nous vous répondrons sous {{hours}} heures.',
  dismiss: 'Fermer',
  categories: {
    general: 'Général',
    technical: 'Technique',
    billing: 'Facturation',
    feature: 'Demande de fonctionnalité',
    integration: 'Intégration',
    account: 'Compte',
  },
  priorities: {
    low: 'Basse',
    medium: 'Moyenne',
    high: 'Haute',
    urgent: 'Urgente',
  },
};
