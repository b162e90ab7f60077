import type { auth as en } from './en.js';

/** The sign-in screens' strings in es ('auth' namespace). */
export const auth: typeof en = {
  common: {
    email: 'Correo electrónico',
    emailPlaceholder: 'tu@empresa.com',
    password: 'Contraseña',
    backToSignIn: 'Volver a iniciar sesión',
    showPassword: 'Mostrar contraseña',
    hidePassword: 'Ocultar contraseña',
  },
  login: {
    title: 'Iniciar sesión',
    subtitle: 'Bienvenido de nuevo. Inicia sesión en tu espacio de trabajo.',
    forgotPassword: '¿Olvidaste tu contraseña?',
    submit: 'Iniciar sesión',
    noAccount: '¿No tienes una cuenta?',
    createAccount: 'Crear cuenta',
    legal: 'Al iniciar sesión aceptas los <terms>Términos de uso</terms> y la <privacy>Política de privacidad</privacy>.',
    passwordRequired: 'Introduce tu contraseña',
    errorTitle: 'No se pudo iniciar sesión',
    resend: 'Reenviar el correo de verificación',
    continueUnverified: 'Continuar',
  },
  demo: {
    toggle: 'Cuentas de demostración',
  },
};
