/** Mail preferences and unsubscribe strings in fr ('email' namespace). */
export const email = {
  preferences: {
    title: 'Préférences d’e-mail',
    description: 'Choisissez les e-mails que Suite vous envoie. Les e-mails de compte et de sécurité sont toujours envoyés.',
    sentTo: 'Les e-mails sont envoyés à {{email}}.',
    saved: 'Préférences enregistrées',
    saveFailed: 'Impossible d’enregistrer vos préférences. Veuillez réessayer.',
    loadFailed: 'Impossible de charger vos préférences.',
    essential: 'Toujours actif',
  },
  categories: {
    product_updates: { label: 'Nouveautés', hint: 'Nouvelles fonctionnalités et nouvelles des entreprises que vous suivez.' },
    reminders: { label: 'Rappels', hint: 'Tête-à-tête, actions à échéance, alertes de piste et de burn.' },
    digests: { label: 'Résumés', hint: 'Résumés hebdomadaires de votre compte.' },
    mentions: { label: 'Mentions', hint: 'Quand quelqu’un vous mentionne dans un commentaire.' },
    account: { label: 'Compte', hint: 'Invitations, reçus de facturation, réponses de l’assistance.' },
    security: { label: 'Sécurité', hint: 'Codes de connexion, réinitialisations de mot de passe, vérification d’e-mail.' },
  },
  unsubscribe: {
    title: 'Se désabonner',
    confirm: 'Ne plus envoyer d’e-mails « {{category}} » à {{email}} ?',
    action: 'Se désabonner',
    done: 'Vous ne recevrez plus d’e-mails « {{category}} » à {{email}}.',
    undo: 'Annuler',
    resubscribed: 'Vous recevrez à nouveau les e-mails « {{category}} ».',
    invalid: 'Ce lien de désabonnement n’est pas valide',
    failed: 'Impossible de modifier vos préférences. Veuillez réessayer.',
    manage: 'Gérer toutes les préférences d’e-mail',
    signIn: 'Connectez-vous pour gérer vos préférences d’e-mail',
  },
};
