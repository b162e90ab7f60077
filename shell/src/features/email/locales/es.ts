/** Mail preferences and unsubscribe strings in es ('email' namespace). */
export const email = {
  preferences: {
    title: 'Preferencias de correo',
    description: 'Elige qué correos te envía Suite. Los correos de cuenta y de seguridad se envían siempre.',
    sentTo: 'Los correos se envían a {{email}}.',
    saved: 'Preferencias guardadas',
    saveFailed: 'No se pudieron guardar tus preferencias. Inténtalo de nuevo.',
    loadFailed: 'No se pudieron cargar tus preferencias.',
    essential: 'Siempre activo',
  },
  categories: {
    product_updates: { label: 'Novedades', hint: 'Nuevas funciones y novedades de las empresas que sigues.' },
    reminders: { label: 'Recordatorios', hint: 'Reuniones uno a uno, acciones que vencen, alertas de runway y gasto.' },
    digests: { label: 'Resúmenes', hint: 'Resúmenes semanales de tu cuenta.' },
    mentions: { label: 'Menciones', hint: 'Cuando alguien te menciona en un comentario.' },
    account: { label: 'Cuenta', hint: 'Invitaciones, recibos de facturación, respuestas de soporte.' },
    security: { label: 'Seguridad', hint: 'Códigos de acceso, restablecimiento de contraseña, verificación de correo.' },
  },
  unsubscribe: {
    title: 'Darse de baja',
    confirm: '¿Dejar de enviar correos de «{{category}}» a {{email}}?',
    action: 'Darse de baja',
    done: 'Ya no recibirás correos de «{{category}}» en {{email}}.',
    undo: 'Deshacer',
    resubscribed: 'Volverás a recibir correos de «{{category}}».',
    invalid: 'Este enlace para darse de baja no es válido',
    failed: 'No se pudieron cambiar tus preferencias. Inténtalo de nuevo.',
    manage: 'Gestionar todas las preferencias de correo',
    signIn: 'Inicia sesión para gestionar tus preferencias de correo',
  },
};
