import type { authRegister as en } from './en.js';

/** The strings of the registration form in es ('authRegister' namespace). */
export const authRegister: typeof en = {
  register: {
    title: 'Crea tu cuenta',
    subtitle: 'Gratis hasta 5 usuarios. Los 6 dominios incluidos.',
    invitationNote: 'Crea una cuenta para unirte al equipo que te invitó.',
    invitedTitle: 'Unirse a {{account}}',
    invitedNote: '{{inviter}} te invitó a {{account}} como {{role}}. Elige tu nombre y una contraseña: la invitación confirma tu correo.',
    invitedRoles: { OWNER: 'propietario', ADMIN: 'administrador', MEMBER: 'miembro', OBSERVER: 'observador', SUPER_ADMIN: 'superadministrador' },
    invitedSomeone: 'Un compañero',
    invitedSubmit: 'Unirse a la cuenta',
    personaLegend: 'Soy',
    personas: {
      FOUNDER: 'Fundador',
      INVESTOR: 'Inversor',
      AFFILIATE: 'Afiliado',
    },
    personaHints: {
      FOUNDER: 'Dirigir mi equipo y seguir mi runway',
      INVESTOR: 'Seguir las empresas en las que invierto',
      AFFILIATE: 'Recomendar clientes y seguir mis comisiones',
    },
    firstName: 'Nombre',
    lastName: 'Apellido',
    phone: 'Teléfono',
    phonePlaceholder: '+34 612 34 56 78',
    accountName: 'Nombre de la empresa o del equipo',
    accountNameHint: 'Tu cuenta lleva este nombre; tus compañeros lo verán.',
    confirmPassword: 'Confirmar contraseña',
    passwordHint: 'Al menos 8 caracteres',
    terms: 'Acepto los <terms>Términos de uso</terms> y la <privacy>Política de privacidad</privacy>',
    submit: 'Crear cuenta',
    haveAccount: '¿Ya tienes una cuenta?',
    signIn: 'Iniciar sesión',
    errorTitle: 'No se pudo completar el registro',
  },
};
