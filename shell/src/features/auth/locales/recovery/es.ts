import type { authRecovery as en } from './en.js';

/** The strings of the forgotten and reset password screens in es ('authRecovery' namespace). */
export const authRecovery: typeof en = {
  forgot: {
    title: '¿Olvidó su contraseña?',
    subtitle: 'Introduzca el correo electrónico de su cuenta y le enviaremos un enlace para elegir una contraseña nueva.',
    submit: 'Enviar enlace',
    sentTitle: 'Revise su correo',
    sentBody: 'Si existe una cuenta para {{email}}, le hemos enviado un enlace para restablecer su contraseña. El enlace funciona una sola vez y durante una hora.',
    sentHint: '¿No le llega? Revise la carpeta de spam o inténtelo de nuevo en unos minutos.',
    tryAnother: 'Usar otro correo',
  },
  reset: {
    title: 'Elija una contraseña nueva',
    subtitle: 'La contraseña nueva sustituye a la anterior y cierra su sesión en todas partes.',
    newPassword: 'Contraseña nueva',
    confirmPassword: 'Confirmar la contraseña nueva',
    submit: 'Cambiar contraseña',
    successTitle: 'Contraseña cambiada',
    successBody: 'Su contraseña se ha cambiado. Le llevamos a iniciar sesión...',
    errorTitle: 'No se pudo cambiar la contraseña',
    requestNew: 'Solicitar un enlace nuevo',
  },
};
