import type { authRecovery as en } from './en.js';

/** The strings of the forgotten and reset password screens in es ('authRecovery' namespace). */
export const authRecovery: typeof en = {
  forgot: {
    title: '¿Olvidaste tu contraseña?',
    subtitle: 'Introduce el correo electrónico de tu cuenta y te enviaremos un enlace para elegir una contraseña nueva.',
    submit: 'Enviar enlace',
    sentTitle: 'Revisa tu correo',
    sentBody: 'Si existe una cuenta para {{email}}, te hemos enviado un enlace para restablecer tu contraseña. El enlace funciona una sola vez y durante una hora.',
    sentHint: '¿No te llega? Revisa la carpeta de spam o inténtalo de nuevo en unos minutos.',
    tryAnother: 'Usar otro correo',
  },
  reset: {
    title: 'Elige una contraseña nueva',
    subtitle: 'La contraseña nueva sustituye a la anterior y cierra tu sesión en todas partes.',
    newPassword: 'Contraseña nueva',
    confirmPassword: 'Confirmar la contraseña nueva',
    submit: 'Cambiar contraseña',
    successTitle: 'Contraseña cambiada',
    successBody: 'Tu contraseña se ha cambiado. Te llevamos a iniciar sesión...',
    errorTitle: 'No se pudo cambiar la contraseña',
    requestNew: 'Solicitar un enlace nuevo',
  },
};
