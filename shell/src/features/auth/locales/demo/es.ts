import type { authDemo as en } from './en.js';

/** The demo-accounts panel's strings in es ('authDemo' namespace). */
export const authDemo: typeof en = {
  hint: 'Prueba el producto con una cuenta preparada. Elige una para rellenar el formulario.',
  passwordNote: 'Todas las cuentas de demostración usan la contraseña <pw>{{password}}</pw>',
  plan: 'Plan {{plan}}',
  role: 'Rol: {{role}}',
  allPermissions: 'Todos los permisos del rol',
  noExtraPermissions: 'Sin permisos adicionales',
  freeLimits: 'Plan Free: sesiones limitadas, un proyecto o equipo.',
  labels: {
    admin: 'Administrador',
    teamLead: 'Líder de equipo',
    facilitator: 'Facilitador',
    member: 'Miembro',
    observer: 'Observador',
    founder: 'Fundador',
    investor: 'Inversor',
    affiliate: 'Afiliado',
  },
  plans: {
    FREE: 'Free',
    PRO: 'Pro',
    ENTERPRISE: 'Enterprise',
  },
  roles: {
    OWNER: 'Propietario',
    ADMIN: 'Administrador',
    MEMBER: 'Miembro',
    OBSERVER: 'Observador',
    SUPER_ADMIN: 'Superadministrador',
  },
  descriptions: {
    admin: 'Gestión de usuarios y configuración de la cuenta.',
    teamLead: 'Gestión del equipo, creación de sesiones e invitaciones.',
    facilitator: 'Creación y moderación de sesiones.',
    member: 'Participación y votación.',
    observer: 'Solo lectura.',
    founder: 'Panel del fundador: runway, gasto, producto y equipo.',
    investor: 'Panel del inversor, con acceso a la empresa de demostración Acme Robotics.',
    affiliate: 'Panel del afiliado: referidos y comisiones.',
  },
  planExtras: {
    admin: {
      PRO: 'Pro añade analítica, integraciones y el asistente de IA.',
      ENTERPRISE: 'Enterprise añade SSO, registros de auditoría, marca personalizada y soporte prioritario.',
    },
    teamLead: { PRO: 'Pro añade analítica avanzada.' },
    facilitator: { PRO: 'Pro añade el asistente de IA y plantillas avanzadas.' },
  },
};
