/** Layout dimensions of platform.md section 2.3. */
export const HEADER_HEIGHT = 60;
export const SIDEBAR_WIDTH = 280;
export const SIDEBAR_COLLAPSED_WIDTH = 80;
