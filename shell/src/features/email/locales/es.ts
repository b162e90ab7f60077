/** Mail preferences and unsubscribe strings in es ('email' namespace). */
export const email = {
  preferences: {
    title: 'Preferencias de correo',
    description: 'Elija qué correos le envía Suite. Los correos de cuenta y de seguridad se envían siempre.',
    sentTo: 'Los correos se envían a {{email}}.',
    saved: 'Preferencias guardadas',
    saveFailed: 'No se pudieron guardar sus preferencias. Inténtelo de nuevo.',
    loadFailed: 'No se pudieron cargar sus preferencias.',
    essential: 'Siempre activo',
  },
  categories: {
    product_updates: { label: 'Novedades', hint: 'Nuevas funciones y novedades de las empresas que sigue.' },
    reminders: { label: 'Recordatorios', hint: 'Reuniones uno a uno, acciones que vencen, alertas de pista y gasto.' },
    digests: { label: 'Resúmenes', hint: 'Resúmenes semanales de su cuenta.' },
    mentions: { label: 'Menciones', hint: 'Cuando alguien le menciona en un comentario.' },
    account: { label: 'Cuenta', hint: 'Invitaciones, recibos de facturación, respuestas de soporte.' },
    security: { label: 'Seguridad', hint: 'Códigos de acceso, restablecimiento de contraseña, verificación de correo.' },
  },
  unsubscribe: {
    title: 'Darse de baja',
    confirm: '¿Dejar de enviar correos de «{{category}}» a {{email}}?',
    action: 'Darse de baja',
    done: 'Ya no recibirá correos de «{{category}}» en {{email}}.',
    undo: 'Deshacer',
    resubscribed: 'Volverá a recibir correos de «{{category}}».',
    invalid: 'Este enlace para darse de baja no es válido',
    failed: 'No se pudieron cambiar sus preferencias. Inténtelo de nuevo.',
    manage: 'Gestionar todas las preferencias de correo',
    signIn: 'Inicie sesión para gestionar sus preferencias de correo',
  },
};
