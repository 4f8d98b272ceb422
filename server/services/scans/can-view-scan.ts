import type { ScanRow, UserRow } from '#server/db/schema.ts';

/** The caller as far as scan access goes: a signed-in user and/or the browser's guest id. */
export interface ScanViewer {
  user: UserRow | null;
  guestId: string | null;
}

/**
 * Who may see a scan and its photos (DECISIONS item 13): its owner, an admin,
 * or the guest browser that made it while it still belongs to no account. Once
 * a guest's scan moves into an account only that account sees it, so a shared
 * computer's next guest cannot open it with the old cookie. Share links are
 * checked separately, by share id.
 */
export function canViewScan(options: { scan: ScanRow; viewer: ScanViewer }): boolean {
  return options.viewer.user?.role === 'admin' || isScanOwner(options);
}

/**
 * Who may share, delete or refer a scan: the member who owns it, or the
 * browser that made it as a guest while it belongs to no account (even if
 * that browser has since logged in to an account that did not claim it).
 */
export function isScanOwner(options: { scan: ScanRow; viewer: ScanViewer }): boolean {
  const { scan, viewer } = options;
  if (viewer.user && scan.user_id === viewer.user.id) return true;
  return viewer.guestId !== null && scan.user_id === null && scan.guest_id === viewer.guestId;
}
