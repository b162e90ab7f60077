import type { authRegister as en } from './en.js';

/** The strings of the registration form in fr ('authRegister' namespace). */
export const authRegister: typeof en = {
  register: {
    title: 'Créer votre compte',
    subtitle: "Gratuit jusqu'à 5 utilisateurs. Les 6 domaines inclus.",
    invitationNote: "Créez un compte pour rejoindre l'équipe qui vous a invité.",
    invitedTitle: 'Rejoindre {{account}}',
    invitedNote: "{{inviter}} vous a invité dans {{account}} en tant que {{role}}. Choisissez votre nom et un mot de passe : l'invitation confirme votre e-mail.",
    invitedRoles: { OWNER: 'propriétaire', ADMIN: 'administrateur', MEMBER: 'membre', OBSERVER: 'observateur', SUPER_ADMIN: 'super administrateur' },
    invitedSomeone: 'Un collègue',
    invitedSubmit: 'Rejoindre le compte',
    personaLegend: 'Je suis',
    personas: {
      FOUNDER: 'Fondateur',
      INVESTOR: 'Investisseur',
      AFFILIATE: 'Affilié',
    },
    personaHints: {
      FOUNDER: 'Piloter mon équipe et suivre ma trésorerie',
      INVESTOR: "Suivre les entreprises où j'investis",
      AFFILIATE: 'Recommander des clients et suivre mes commissions',
    },
    firstName: 'Prénom',
    lastName: 'Nom',
    phone: 'Téléphone',
    phonePlaceholder: '+33 6 12 34 56 78',
    accountName: "Nom de l'entreprise ou de l'équipe",
    accountNameHint: 'Votre compte porte ce nom ; vos collègues le voient.',
    confirmPassword: 'Confirmer le mot de passe',
    passwordHint: 'Au moins 8 caractères',
    terms: "J'accepte les <terms>Conditions d'utilisation</terms> et la <privacy>Politique de confidentialité</privacy>",
    submit: 'Créer le compte',
    haveAccount: 'Vous avez déjà un compte ?',
    signIn: 'Se connecter',
    errorTitle: "Échec de l'inscription",
  },
};
