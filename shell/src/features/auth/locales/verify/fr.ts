import type { authVerify as en } from './en.js';

/** The strings of the second factor and email verification screens in fr ('authVerify' namespace). */
export const authVerify: typeof en = {
  twoFactor: {
    title: 'Vérification en deux étapes',
    emailHint: 'Nous avons envoyé un code à 6 chiffres à votre adresse e-mail. Saisissez-le ci-dessous.',
    totpHint: "Saisissez le code à 6 chiffres de votre application d'authentification.",
    codeLabel: 'Code de vérification',
    digit: 'Chiffre {{n}} sur 6',
    trustDevice: 'Faire confiance à cet appareil',
    trustDeviceHint: 'Ne plus demander cette étape sur ce navigateur.',
    submit: 'Vérifier',
    resend: 'Envoyer un nouveau code',
    resending: 'Envoi...',
    resent: 'Un nouveau code a été envoyé à votre adresse e-mail.',
    errorTitle: 'Échec de la vérification',
    useAnotherAccount: 'Se connecter avec un autre compte',
  },
  verifyEmail: {
    title: "Vérification de l'e-mail",
    verifying: 'Vérification de votre adresse e-mail...',
    successTitle: 'E-mail vérifié',
    successBody: 'Votre adresse e-mail est vérifiée. Vous pouvez maintenant utiliser votre espace de travail.',
    continue: 'Continuer',
    signIn: 'Se connecter',
    errorTitle: "Ce lien n'a pas fonctionné",
    errorHint: 'Les liens de vérification fonctionnent une seule fois, pendant 24 heures. Demandez-en un nouveau ci-dessous.',
    resend: 'Envoyer un nouveau lien',
  },
  verificationRequired: {
    title: 'Vérifiez votre e-mail',
    sentTo: 'Nous avons envoyé un lien de vérification à {{email}}.',
    resend: "Renvoyer l'e-mail de vérification",
    resent: 'Un nouvel e-mail de vérification a été envoyé à {{email}}.',
    verified: "J'ai vérifié",
    notYet: "Votre adresse e-mail n'est pas encore vérifiée. Ouvrez le lien du message envoyé, puis réessayez.",
    signOut: 'Se déconnecter',
    devMailbox: 'Ouvrir la boîte mail de développement',
    devMailboxHint: "Dans cet environnement, les e-mails restent dans la boîte d'envoi locale.",
  },
};
