import { z } from 'zod';
import { ZDeleteAccountRequest } from '../account.ts';
import {
  ZChangeEmailRequest,
  ZChangeEmailResponse,
  ZChangePasswordRequest,
  ZUpdateNameRequest,
  ZUpdateNameResponse,
} from '../account-settings.ts';
import { ZResearchConsent } from '../clinic-grading.ts';
import { defineEndpoint, optionalBody } from '../endpoint.ts';
import { ZPetParams } from '../pets.ts';
import { ZPetReminders, ZReminderSettings, ZUpdatePetReminders, ZUpdateTimeZone } from '../reminders.ts';

/** The signed-in member's own account: settings, research consent, reminders, erasure. */
export const accountEndpoints = {
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/account',
    access: 'member',
    body: optionalBody(ZDeleteAccountRequest),
    responses: { 204: null },
  }),
  updateName: defineEndpoint({
    method: 'PATCH',
    path: '/api/account/name',
    access: 'member',
    body: ZUpdateNameRequest,
    responses: { 200: ZUpdateNameResponse },
  }),
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/api/account/password',
    access: 'member',
    body: ZChangePasswordRequest,
    responses: { 204: null },
  }),
  /** Nothing changes until the link mailed to the new address is opened. */
  changeEmail: defineEndpoint({
    method: 'POST',
    path: '/api/account/email',
    access: 'member',
    body: ZChangeEmailRequest,
    responses: { 202: ZChangeEmailResponse },
  }),
  /** Ends every session of the account, the caller's too. */
  signOutEverywhere: defineEndpoint({
    method: 'POST',
    path: '/api/account/sign-out-everywhere',
    access: 'member',
    responses: { 204: null },
  }),
  researchConsent: defineEndpoint({
    method: 'GET',
    path: '/api/account/research-consent',
    access: 'member',
    responses: { 200: ZResearchConsent },
  }),
  setResearchConsent: defineEndpoint({
    method: 'PUT',
    path: '/api/account/research-consent',
    access: 'member',
    body: ZResearchConsent,
    responses: { 200: ZResearchConsent },
  }),
  reminders: defineEndpoint({
    method: 'GET',
    path: '/api/account/reminders',
    access: 'member',
    responses: { 200: ZReminderSettings },
  }),
  setPetReminders: defineEndpoint({
    method: 'PUT',
    path: '/api/account/reminders/pets/:id',
    access: 'member',
    params: ZPetParams,
    body: ZUpdatePetReminders,
    responses: { 200: ZPetReminders },
  }),
  setTimeZone: defineEndpoint({
    method: 'PUT',
    path: '/api/account/time-zone',
    access: 'member',
    body: ZUpdateTimeZone,
    responses: { 200: z.object({ timeZone: z.string() }) },
  }),
};
