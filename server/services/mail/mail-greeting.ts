import { PRODUCT_NAME } from '#common/brand.ts';

/**
 * The opening and closing every mail to a person shares, so no mail goes out without them
 * (a refund mail once went out bare). Mails to an admin's inbox are notices and take neither.
 * docs/product-rules.md#billing (the refund mail) and #reminders (the reminder mails) list them.
 */

/** "Hello Ann," with a name to use, "Hello," without one (a blank or missing name included). */
export function greetingLine(name: string | null | undefined): string {
  const trimmed = name?.trim();
  return trimmed ? `Hello ${trimmed},` : 'Hello,';
}

/** A blank line, then the team's signature: the last lines of every mail to a person. */
export const SIGN_OFF_LINES: readonly string[] = ['', `— The ${PRODUCT_NAME} team`];
