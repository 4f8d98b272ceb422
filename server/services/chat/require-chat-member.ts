import { CHAT_LOGIN_REQUIRED, CHAT_PLUS_REQUIRED } from '#common/contracts/chat.ts';
import { isPlusStatus } from '#common/plans.ts';
import type { UserRow } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';

/** The chat is for signed-in Plus members only, with SPEC's words for everyone else (docs/product-rules.md#dental-chat). */
export function requireChatMember(user: UserRow | null): UserRow {
  if (!user) throw new AppError('UNAUTHORIZED', CHAT_LOGIN_REQUIRED.message);
  if (!isPlusStatus(user.subscription_status))
    throw new AppError('PLUS_REQUIRED', CHAT_PLUS_REQUIRED.message);
  return user;
}
