import { CommentErrors, VersionErrors } from '../../domain/errors/comment-errors.js';

/** French and Spanish of the comments and versions error texts (merged into the 'errors' bundles). */
export const commentErrorsFr: Record<string, string> = {
  [CommentErrors.UNKNOWN_OBJECT_TYPE]: "Type d'objet inconnu",
  [CommentErrors.OBJECT_NOT_FOUND]: 'Objet introuvable',
  [CommentErrors.COMMENT_NOT_FOUND]: 'Commentaire introuvable',
  [CommentErrors.THREAD_NOT_FOUND]: 'Fil de discussion introuvable',
  [CommentErrors.BODY_REQUIRED]: "Écrivez un commentaire avant de l'envoyer",
  [CommentErrors.BODY_TOO_LONG]: 'Un commentaire fait au plus 5000 caractères',
  [CommentErrors.ONLY_AUTHOR_EDITS]: "Seul l'auteur peut modifier un commentaire",
  [CommentErrors.ONLY_AUTHOR_OR_ADMIN_DELETES]: "Seul l'auteur ou un administrateur peut supprimer un commentaire",
  [CommentErrors.DELETED_COMMENT]: 'Un commentaire supprimé ne peut pas être modifié',
  [CommentErrors.ONLY_THREADS_RESOLVE]: 'Seul un fil de discussion peut être résolu ou rouvert',
  [CommentErrors.MENTION_NOT_MEMBER]: 'Seuls les membres de ce compte peuvent être mentionnés',
  [VersionErrors.VERSION_NOT_FOUND]: 'Version introuvable',
  [VersionErrors.NOT_RESTORABLE]: 'Cet objet ne peut pas être restauré',
};

export const commentErrorsEs: Record<string, string> = {
  [CommentErrors.UNKNOWN_OBJECT_TYPE]: 'Tipo de objeto desconocido',
  [CommentErrors.OBJECT_NOT_FOUND]: 'Objeto no encontrado',
  [CommentErrors.COMMENT_NOT_FOUND]: 'Comentario no encontrado',
  [CommentErrors.THREAD_NOT_FOUND]: 'Hilo no encontrado',
  [CommentErrors.BODY_REQUIRED]: 'Escribe un comentario antes de enviarlo',
  [CommentErrors.BODY_TOO_LONG]: 'Un comentario tiene como máximo 5000 caracteres',
  [CommentErrors.ONLY_AUTHOR_EDITS]: 'Solo el autor puede editar un comentario',
  [CommentErrors.ONLY_AUTHOR_OR_ADMIN_DELETES]: 'Solo el autor o un administrador puede eliminar un comentario',
  [CommentErrors.DELETED_COMMENT]: 'Un comentario eliminado no se puede cambiar',
  [CommentErrors.ONLY_THREADS_RESOLVE]: 'Solo un hilo se puede resolver o reabrir',
  [CommentErrors.MENTION_NOT_MEMBER]: 'Solo se puede mencionar a miembros de esta cuenta',
  [VersionErrors.VERSION_NOT_FOUND]: 'Versión no encontrada',
  [VersionErrors.NOT_RESTORABLE]: 'Este objeto no se puede restaurar',
};
