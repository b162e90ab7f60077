import { TeamErrors } from '../../../shared/errors/team-errors.js';

/** French and Spanish for the teams' error texts, keyed by the English text (the web module's errorTexts). */
export const teamErrorTexts: { fr: Record<string, string>; es: Record<string, string> } = {
  fr: {
    [TeamErrors.TEAM_NOT_FOUND]: 'Équipe introuvable',
    [TeamErrors.NAME_REQUIRED]: 'Une équipe doit avoir un nom',
    [TeamErrors.TEAM_NAME_TAKEN]: 'Une équipe portant ce nom existe déjà',
    [TeamErrors.MANAGERS_ONLY]: "Seuls les administrateurs de l'équipe ou du compte peuvent faire cela",
    [TeamErrors.MEMBER_NOT_FOUND]: "Cet utilisateur n'est pas membre de l'équipe",
    [TeamErrors.ALREADY_TEAM_MEMBER]: "Cet utilisateur est déjà membre de l'équipe",
    [TeamErrors.LAST_ADMIN]: 'Une équipe doit garder au moins un administrateur',
    [TeamErrors.INVITATION_ALREADY_PENDING]: 'Une invitation à cette équipe est déjà en attente pour cet e-mail',
    [TeamErrors.INVITATION_NOT_PENDING]: 'Cette invitation a déjà reçu une réponse',
  },
  es: {
    [TeamErrors.TEAM_NOT_FOUND]: 'Equipo no encontrado',
    [TeamErrors.NAME_REQUIRED]: 'Un equipo necesita un nombre',
    [TeamErrors.TEAM_NAME_TAKEN]: 'Ya existe un equipo con este nombre',
    [TeamErrors.MANAGERS_ONLY]: 'Solo los administradores del equipo o de la cuenta pueden hacer esto',
    [TeamErrors.MEMBER_NOT_FOUND]: 'Este usuario no es miembro del equipo',
    [TeamErrors.ALREADY_TEAM_MEMBER]: 'Este usuario ya es miembro del equipo',
    [TeamErrors.LAST_ADMIN]: 'Un equipo necesita al menos un administrador',
    [TeamErrors.INVITATION_ALREADY_PENDING]: 'Ya hay una invitación pendiente a este equipo para este correo',
    [TeamErrors.INVITATION_NOT_PENDING]: 'Esta invitación ya ha sido respondida',
  },
};
