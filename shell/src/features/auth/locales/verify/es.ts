import type { authVerify as en } from './en.js';

/** The strings of the second factor and email verification screens in es ('authVerify' namespace). */
export const authVerify: typeof en = {
  twoFactor: {
    title: 'Verificación en dos pasos',
    emailHint: 'Le enviamos un código de 6 dígitos a su correo electrónico. Introdúzcalo a continuación.',
    totpHint: 'Introduzca el código de 6 dígitos de su aplicación de autenticación.',
    codeLabel: 'Código de verificación',
    digit: 'Dígito {{n}} de 6',
    trustDevice: 'Confiar en este dispositivo',
    trustDeviceHint: 'No volver a pedir este paso en este navegador.',
    submit: 'Verificar',
    resend: 'Enviar un código nuevo',
    resending: 'Enviando...',
    resent: 'Se ha enviado un código nuevo a su correo electrónico.',
    errorTitle: 'La verificación falló',
    useAnotherAccount: 'Iniciar sesión con otra cuenta',
  },
  verifyEmail: {
    title: 'Verificación del correo',
    verifying: 'Verificando su correo electrónico...',
    successTitle: 'Correo verificado',
    successBody: 'Su correo electrónico está verificado. Ya puede usar su espacio de trabajo.',
    continue: 'Continuar',
    signIn: 'Iniciar sesión',
    errorTitle: 'Este enlace no funcionó',
    errorHint: 'Los enlaces de verificación funcionan una sola vez y durante 24 horas. Solicite uno nuevo a continuación.',
    resend: 'Enviar un enlace nuevo',
  },
  verificationRequired: {
    title: 'Verifique su correo',
    sentTo: 'Enviamos un enlace de verificación a {{email}}.',
    resend: 'Reenviar el correo de verificación',
    resent: 'Se ha enviado un nuevo correo de verificación a {{email}}.',
    verified: 'Ya lo verifiqué',
    notYet: 'Su correo electrónico aún no está verificado. Abra el enlace del mensaje que le enviamos y vuelva a intentarlo.',
    signOut: 'Cerrar sesión',
    devMailbox: 'Abrir el buzón de desarrollo',
    devMailboxHint: 'En este entorno el correo se guarda en la bandeja de salida local.',
  },
};
