import type { authVerify as en } from './en.js';

/** The strings of the second factor and email verification screens in es ('authVerify' namespace). */
export const authVerify: typeof en = {
  twoFactor: {
    title: 'Verificación en dos pasos',
    emailHint: 'Te enviamos un código de 6 dígitos a tu correo electrónico. Introdúcelo a continuación.',
    totpHint: 'Introduce el código de 6 dígitos de tu aplicación de autenticación.',
    codeLabel: 'Código de verificación',
    digit: 'Dígito {{n}} de 6',
    trustDevice: 'Confiar en este dispositivo',
    trustDeviceHint: 'No volver a pedir este paso en este navegador.',
    submit: 'Verificar',
    resend: 'Enviar un código nuevo',
    resending: 'Enviando...',
    resent: 'Se ha enviado un código nuevo a tu correo electrónico.',
    errorTitle: 'La verificación falló',
    useAnotherAccount: 'Iniciar sesión con otra cuenta',
  },
  verifyEmail: {
    title: 'Verificación del correo',
    verifying: 'Verificando tu correo electrónico...',
    successTitle: 'Correo verificado',
    successBody: 'Tu correo electrónico está verificado. Ya puedes usar tu espacio de trabajo.',
    continue: 'Continuar',
    signIn: 'Iniciar sesión',
    errorTitle: 'Este enlace no funcionó',
    errorHint: 'Los enlaces de verificación funcionan una sola vez y durante 24 horas. Solicita uno nuevo a continuación.',
    resend: 'Enviar un enlace nuevo',
  },
  verificationRequired: {
    title: 'Verifica tu correo',
    sentTo: 'Enviamos un enlace de verificación a {{email}}.',
    resend: 'Reenviar el correo de verificación',
    resent: 'Se ha enviado un nuevo correo de verificación a {{email}}.',
    verified: 'Ya lo verifiqué',
    notYet: 'Tu correo electrónico aún no está verificado. Abre el enlace del mensaje que te enviamos y vuelve a intentarlo.',
    signOut: 'Cerrar sesión',
    devMailbox: 'Abrir el buzón de desarrollo',
    devMailboxHint: 'En este entorno el correo se guarda en la bandeja de salida local.',
  },
};
