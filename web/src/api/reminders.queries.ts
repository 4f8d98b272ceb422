import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TReminderSettings,
  TUnsubscribeRequest,
  TUpdatePetReminders,
} from '#common/contracts/reminders.ts';
import { callEndpoint } from './call-endpoint.ts';
import { accountEndpoints as account } from './endpoints/account.gen.ts';
import { reminderEndpoints as reminders } from './endpoints/reminders.gen.ts';
import { reminderKeys } from './query-keys.ts';

export const reminderSettingsQuery = () =>
  queryOptions({
    queryKey: reminderKeys.settings,
    queryFn: ({ signal }) => callEndpoint(account.reminders, { signal }),
  });

export function useUpdatePetRemindersMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ petId, input }: { petId: string; input: TUpdatePetReminders }) =>
      callEndpoint(account.setPetReminders, { params: { id: petId }, body: input }),
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
    mutationFn: (timeZone: string) => callEndpoint(account.setTimeZone, { body: { timeZone } }),
    // The next reminders' times move with the zone: read them again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reminderKeys.settings }),
  });
}

/** What an unsubscribe link would turn off; reading it changes nothing (no login needed). */
export const unsubscribeLinkQuery = (token: string) =>
  queryOptions({
    queryKey: reminderKeys.unsubscribeLink(token),
    queryFn: ({ signal }) => callEndpoint(reminders.unsubscribeLink, { query: { token }, signal }),
    retry: false,
  });

export function useUnsubscribeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TUnsubscribeRequest) => callEndpoint(reminders.unsubscribe, { body: input }),
    onSuccess: (result, input) => {
      queryClient.setQueryData(reminderKeys.unsubscribeLink(input.token), result.link);
      void queryClient.invalidateQueries({ queryKey: reminderKeys.settings });
    },
  });
}
