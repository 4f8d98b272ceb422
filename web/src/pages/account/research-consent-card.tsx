import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { researchConsentQuery, useSetResearchConsentMutation } from '#web/api/research-consent.queries.ts';
import { failureMessage } from '#web/components/auth/apply-server-error.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';

/**
 * The owner's opt-in to research grading, off by default (docs/product-rules.md#vet-grading-and-consent).
 * It saves on change: turning it off hides their photos from vets' grading and from later exports at once.
 */
export function ResearchConsentCard() {
  const consent = useQuery(researchConsentQuery());
  const save = useSetResearchConsentMutation();
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string }>();

  const onChange = (isGranted: boolean) => {
    setMessage(undefined);
    save.mutate(
      { isGranted },
      {
        onSuccess: (saved) =>
          setMessage({
            tone: 'success',
            text: saved.isGranted
              ? 'Thank you. Partner vets may now grade your pets’ photos.'
              : 'Withdrawn. Partner vets no longer see your pets’ photos for grading.',
          }),
        onError: (failure) =>
          setMessage({
            tone: 'error',
            text: failureMessage(failure),
          }),
      },
    );
  };

  return (
    <Card role="region" aria-labelledby="research-card-title">
      <CardHeader>
        <CardTitle id="research-card-title">Help improve the analysis</CardTitle>
        <CardDescription>
          Vets at our partner clinics grade photos by hand, and their grades teach PawSmile’s analysis to read
          gums better. They see the photo and whether it is a dog or a cat, never your name or contact
          details. You can withdraw at any time; withdrawn photos leave grading at once and are left out of
          every later training set.{' '}
          <Link to="/privacy#vet-grading" className="font-semibold text-brand-700 underline">
            How we use them
          </Link>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {consent.isPending ? (
          <Spinner />
        ) : consent.isError ? (
          <FormMessage>We could not load this setting. Please reload the page.</FormMessage>
        ) : (
          <label className="flex cursor-pointer items-start gap-3 text-sm font-semibold">
            <input
              type="checkbox"
              className="mt-0.5 size-5 shrink-0 accent-brand-700"
              // Shows the choice at once while it saves; a failed save falls back to the stored value.
              checked={save.isPending && save.variables ? save.variables.isGranted : consent.data.isGranted}
              disabled={save.isPending}
              onChange={(event) => onChange(event.target.checked)}
            />
            Let partner vets use my pets’ photos to improve PawSmile’s analysis
          </label>
        )}
        {message ? <FormMessage tone={message.tone}>{message.text}</FormMessage> : null}
      </CardContent>
    </Card>
  );
}
