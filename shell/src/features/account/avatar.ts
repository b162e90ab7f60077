/** Avatar uploads (platform.md section 7: POST /auth/avatar, multipart field 'avatar'). */
export const AVATAR_FIELD = 'avatar';
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** Why a chosen file cannot be an avatar, checked before it is sent; null when it can. */
export function avatarProblem(file: { type: string; size: number }): 'type' | 'size' | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > AVATAR_MAX_BYTES) return 'size';
  return null;
}

export function avatarForm(file: Blob, name = 'avatar'): FormData {
  const form = new FormData();
  form.append(AVATAR_FIELD, file, name);
  return form;
}
