import type { auth as en } from './en.js';

/** The sign-in screens' strings in fr ('auth' namespace). */
export const auth: typeof en = {
  common: {
    email: 'E-mail',
    emailPlaceholder: 'vous@entreprise.com',
    password: 'Mot de passe',
    backToSignIn: 'Retour à la connexion',
    showPassword: 'Afficher le mot de passe',
    hidePassword: 'Masquer le mot de passe',
  },
  login: {
    title: 'Connexion',
    subtitle: 'Bon retour. Connectez-vous à votre espace de travail.',
    forgotPassword: 'Mot de passe oublié ?',
    submit: 'Se connecter',
    noAccount: "Vous n'avez pas de compte ?",
    createAccount: 'Créer un compte',
    legal: "En vous connectant, vous acceptez les <terms>Conditions d'utilisation</terms> et la <privacy>Politique de confidentialité</privacy>.",
    passwordRequired: 'Saisissez votre mot de passe',
    errorTitle: 'Échec de la connexion',
    resend: "Renvoyer l'e-mail de vérification",
    continueUnverified: 'Continuer',
  },
  demo: {
    toggle: 'Comptes de démonstration',
  },
};
