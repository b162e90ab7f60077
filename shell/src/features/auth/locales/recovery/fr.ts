import type { authRecovery as en } from './en.js';

/** The strings of the forgotten and reset password screens in fr ('authRecovery' namespace). */
export const authRecovery: typeof en = {
  forgot: {
    title: 'Mot de passe oublié ?',
    subtitle: "Saisissez l'adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.",
    submit: 'Envoyer le lien',
    sentTitle: 'Consultez vos e-mails',
    sentBody: 'Si un compte existe pour {{email}}, nous avons envoyé un lien pour réinitialiser son mot de passe. Le lien fonctionne une seule fois, pendant une heure.',
    sentHint: 'Aucun message ? Vérifiez vos courriers indésirables ou réessayez dans quelques minutes.',
    tryAnother: 'Utiliser une autre adresse',
  },
  reset: {
    title: 'Choisir un nouveau mot de passe',
    subtitle: "Votre nouveau mot de passe remplace l'ancien et vous déconnecte partout.",
    newPassword: 'Nouveau mot de passe',
    confirmPassword: 'Confirmer le nouveau mot de passe',
    submit: 'Changer le mot de passe',
    successTitle: 'Mot de passe modifié',
    successBody: 'Votre mot de passe a été modifié. Redirection vers la connexion...',
    errorTitle: "Le mot de passe n'a pas pu être modifié",
    requestNew: 'Demander un nouveau lien',
  },
};
