import {
  ZConfirmEmailRequest,
  ZConfirmEmailResponse,
  ZForgotPasswordRequest,
  ZForgotPasswordResponse,
  ZResetPasswordRequest,
  ZResetPasswordResponse,
} from '../auth-links.ts';
import { defineEndpoint } from '../endpoint.ts';

/** Behind the links mailed to the owner: password reset and e-mail confirmation. */
export const authLinkEndpoints = {
  /** The same answer whether or not the address has an account. */
  forgotPassword: defineEndpoint({
    method: 'POST',
    path: '/api/auth/forgot-password',
    access: 'public',
    body: ZForgotPasswordRequest,
    responses: { 202: ZForgotPasswordResponse },
  }),
  /** Signs this browser in as the link's owner. */
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/api/auth/reset-password',
    access: 'public',
    body: ZResetPasswordRequest,
    responses: { 200: ZResetPasswordResponse },
  }),
  confirmEmail: defineEndpoint({
    method: 'POST',
    path: '/api/auth/confirm-email',
    access: 'public',
    body: ZConfirmEmailRequest,
    responses: { 200: ZConfirmEmailResponse },
  }),
};
