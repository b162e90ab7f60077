/** The text a user types to delete their own account (platform.md 2.3). */
export const DELETE_PROFILE_CONFIRMATION = 'DELETE';
