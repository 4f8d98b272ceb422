import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TPetReminders,
  TReminderSettings,
  TUnsubscribeLink,
  TUnsubscribeRequest,
  TUnsubscribeResult,
  TUpdatePetReminders,
} from '#common/contracts/reminders.ts';
import { apiRequest } from './client.ts';
import { reminderKeys } from './query-keys.ts';

export const reminderSettingsQuery = () =>
  queryOptions({
    queryKey: reminderKeys.settings,
    queryFn: ({ signal }) => apiRequest<TReminderSettings>('/api/account/reminders', { signal }),
  });

export function useUpdatePetRemindersMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ petId, input }: { petId: string; input: TUpdatePetReminders }) =>
      apiRequest<TPetReminders>(`/api/account/reminders/pets/${encodeURIComponent(petId)}`, {
        method: 'PUT',
        body: input,
      }),
    onSuccess: (saved) =>
      queryClient.setQueryData<TReminderSettings>(reminderKeys.settings, (current) =>
        current
          ? { ...current, pets: current.pets.map((pet) => (pet.petId === saved.petId ? saved : pet)) }
          : current,
      ),
  });
}

export function useUpdateTimeZoneMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (timeZone: string) =>
      apiRequest<{ timeZone: string }>('/api/account/time-zone', { method: 'PUT', body: { timeZone } }),
    // The next reminders' times move with the zone: read them again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reminderKeys.settings }),
  });
}

/** What an unsubscribe link would turn off; reading it changes nothing (no login needed). */
export const unsubscribeLinkQuery = (token: string) =>
  queryOptions({
    queryKey: reminderKeys.unsubscribeLink(token),
    queryFn: ({ signal }) =>
      apiRequest<TUnsubscribeLink>(`/api/reminders/unsubscribe?token=${encodeURIComponent(token)}`, {
        signal,
      }),
    retry: false,
  });

export function useUnsubscribeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TUnsubscribeRequest) =>
      apiRequest<TUnsubscribeResult>('/api/reminders/unsubscribe', { method: 'POST', body: input }),
    onSuccess: (result, input) => {
      queryClient.setQueryData(reminderKeys.unsubscribeLink(input.token), result.link);
      void queryClient.invalidateQueries({ queryKey: reminderKeys.settings });
    },
  });
}
