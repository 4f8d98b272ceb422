import { z } from 'zod';

/** Longest question a member can send (docs/product-rules.md#dental-chat); the input shows the same limit. */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
/** GET /api/chat answers at most this many of the newest exchanges, oldest first. */
export const CHAT_HISTORY_LIMIT = 100;

/** SPEC's messages for callers who may not chat (docs/product-rules.md#dental-chat). */
export const CHAT_LOGIN_REQUIRED = {
  title: 'Login Required',
  message: 'Please log in to use the AI chat feature.',
} as const;
export const CHAT_PLUS_REQUIRED = {
  title: 'Plus Membership Required',
  message: 'AI chat is available for Plus members only. Upgrade to access this feature.',
} as const;

/** The speaker label (not 'AI Veterinarian': it is not a vet) and the line every answer carries. */
export const ASSISTANT_LABEL = 'AI Vet Assistant';
export const CHAT_DISCLAIMER =
  'I am an AI assistant, not a veterinarian: this is general information, not a diagnosis. Please see your vet about any concern.';

export const ZChatRequest = z.object({
  message: z
    .string({ error: 'Please type a message.' })
    .trim()
    .min(1, 'Please type a message.')
    .max(CHAT_MESSAGE_MAX_LENGTH, `Messages can be at most ${CHAT_MESSAGE_MAX_LENGTH} characters.`),
  /** The member's own pet the question is about (docs/product-rules.md#dental-chat); another member's is a 404. */
  petId: z.string().trim().min(1, 'Please pick a pet.').max(64, 'Pet not found.').optional(),
});
export type TChatRequest = z.input<typeof ZChatRequest>;

/** A published reference behind an answer. */
export const ZChatReference = z.object({
  publisher: z.string(),
  title: z.string(),
  url: z.string(),
});

/** One cited article; `n` is the [n] marker used in the answer text. */
export const ZChatSource = z.object({
  n: z.number().int().min(1),
  articleId: z.string(),
  title: z.string(),
  references: z.array(ZChatReference),
});
export type TChatSource = z.infer<typeof ZChatSource>;

/** Who wrote the answer: the safety rules, the built-in guide, or the configured model. */
export const ANSWERED_BY = ['safety', 'local', 'model'] as const;
export const ZAnsweredBy = z.enum(ANSWERED_BY);
export type TAnsweredBy = z.infer<typeof ZAnsweredBy>;

export const ZChatMessage = z.object({
  id: z.string(),
  message: z.string(),
  response: z.string(),
  sources: z.array(ZChatSource),
  isEmergency: z.boolean(),
  answeredBy: ZAnsweredBy,
  createdAt: z.string(),
});
export type TChatMessage = z.infer<typeof ZChatMessage>;

export const ZChatHistory = z.array(ZChatMessage);
export type TChatHistory = z.infer<typeof ZChatHistory>;

/**
 * POST /api/chat with `Accept: text/event-stream` answers as Server-Sent Events, each `event: <type>`
 * with one JSON `data:` line: `start` (sources, emergency flag), `delta`
 * (text to append), `reset` (drop the text so far: the model failed and the
 * built-in guide answers instead), `done` (the stored exchange) or `error`.
 */
export const ZChatStreamEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('start'), sources: z.array(ZChatSource), isEmergency: z.boolean() }),
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('reset'), sources: z.array(ZChatSource) }),
  z.object({ type: z.literal('done'), message: ZChatMessage }),
  z.object({ type: z.literal('error'), code: z.string(), message: z.string() }),
]);
export type TChatStreamEvent = z.infer<typeof ZChatStreamEvent>;
