import { CHAT_LOGIN_REQUIRED, ZChatHistory, ZChatMessage, ZChatRequest } from '../chat.ts';
import { defineEndpoint } from '../endpoint.ts';

/** The Q&A chat (SPEC): Plus members ask and read; any member may delete their history. */
export const chatEndpoints = {
  history: defineEndpoint({
    method: 'GET',
    path: '/api/chat',
    access: 'chat',
    responses: { 200: ZChatHistory },
  }),
  /**
   * The answer, stored, then returned whole (201); a client that accepts text/event-stream gets it
   * as Server-Sent Events while it is written (200, common/contracts/chat.ts).
   */
  ask: defineEndpoint({
    method: 'POST',
    path: '/api/chat',
    access: 'chat',
    body: ZChatRequest,
    responses: { 201: ZChatMessage, 200: null },
  }),
  /** A former Plus member included. */
  deleteHistory: defineEndpoint({
    method: 'DELETE',
    path: '/api/chat',
    // Any member, a former Plus member included, may delete their history; signed out, the chat's words.
    access: 'member',
    signInMessage: CHAT_LOGIN_REQUIRED.message,
    responses: { 204: null },
  }),
};
