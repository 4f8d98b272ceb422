import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { GRADE_NOTE_MAX, GUM_COLOURS, type TGumColour } from '#common/contracts/clinic-grading.ts';
import { isApiError } from '#web/api/client.ts';
import { gradingScanQuery, useSaveGradeMutation } from '#web/api/clinic-grading.queries.ts';
import { NETWORK_ERROR_MESSAGE } from '#web/components/auth/apply-server-error.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { type Choice, ChoiceGroup } from './choice-group.tsx';
import { CALCULUS_HINTS, GINGIVAL_HINTS, GUM_COLOUR_LABELS } from './grade-labels.ts';
import { GradeReveal } from './grade-reveal.tsx';

type IndexChoice = '0' | '1' | '2' | '3' | 'none';
type Field = 'gingivalIndex' | 'calculusIndex' | 'gumColour' | 'isUsable' | 'note';

const indexChoices = (hints: readonly string[]): Choice<IndexChoice>[] => [
  ...hints.map((hint, i) => ({ value: String(i) as IndexChoice, label: String(i), hint })),
  { value: 'none', label: 'Cannot tell' },
];
const USABLE_CHOICES: Choice<'yes' | 'no'>[] = [
  { value: 'yes', label: 'Usable' },
  { value: 'no', label: 'Not usable' },
];
const COLOUR_CHOICES = GUM_COLOURS.map((value) => ({ value, label: GUM_COLOUR_LABELS[value] }));
const TEXTAREA_CLASS =
  'min-h-24 w-full rounded-xl border border-line bg-white px-3.5 py-2.5 text-base text-ink shadow-xs focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/40 aria-invalid:border-urgent sm:text-sm';

/**
 * One scan's blind grading: the photo and the questions; the analyser's reading appears only once the
 * grade is saved, and stays until the vet asks for the next photo (docs/product-rules.md#vet-grading-and-consent).
 * `onSave` lets the page keep this scan chosen while the saved scan leaves the queue.
 */
export function GradingForm({
  scanId,
  onSave,
  onNext,
}: {
  scanId: string;
  onSave: () => void;
  onNext: () => void;
}) {
  const scan = useQuery(gradingScanQuery(scanId));
  const save = useSaveGradeMutation(scanId);
  const [gingival, setGingival] = useState<IndexChoice>();
  const [calculus, setCalculus] = useState<IndexChoice>();
  const [colour, setColour] = useState<TGumColour>();
  const [usable, setUsable] = useState<'yes' | 'no'>();
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string>();
  const [hasSubmitted, setSubmitted] = useState(false);

  if (scan.isPending) return <Spinner label="Loading the photo…" />;
  if (scan.isError) {
    return <FormMessage>This scan is no longer open for grading. Choose another from the list.</FormMessage>;
  }

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const missing: Partial<Record<Field, string>> = {};
    if (!usable) missing.isUsable = 'Say whether the photo is usable.';
    if (!gingival) missing.gingivalIndex = 'Choose a gingival index, or “Cannot tell”.';
    if (!calculus) missing.calculusIndex = 'Choose a calculus index, or “Cannot tell”.';
    if (!colour) missing.gumColour = 'Choose a gum colour.';
    setErrors(missing);
    setFormError(undefined);
    if (!usable || !gingival || !calculus || !colour) return;
    const toIndex = (choice: IndexChoice) => (choice === 'none' ? null : Number(choice));
    onSave();
    setSubmitted(true);
    save.mutate(
      {
        gingivalIndex: toIndex(gingival),
        calculusIndex: toIndex(calculus),
        gumColour: colour,
        isUsable: usable === 'yes',
        note,
      },
      {
        onError: (failure) => {
          if (!isApiError(failure)) return setFormError(NETWORK_ERROR_MESSAGE);
          const byField: Partial<Record<Field, string>> = {};
          for (const issue of failure.issues) byField[issue.path as Field] = issue.message;
          setErrors(byField);
          setFormError(failure.userMessage ?? 'Something went wrong. Please try again.');
        },
      },
    );
  };

  const { data } = scan;
  const pet = data.species ?? 'pet';
  return (
    <div className="grid gap-6">
      {/* Present from the start, so its text is read out when the reveal arrives. */}
      <p role="status" className="sr-only">
        {hasSubmitted && data.result ? 'Grade saved. The analyser’s reading of this photo is shown.' : ''}
      </p>
      {data.result ? (
        <GradeReveal scan={data} result={data.result} isJustSaved={hasSubmitted} onNext={onNext} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          <figure className="grid content-start gap-2">
            <img
              src={data.mediumImageUrl ?? data.imageUrl}
              alt={`The ${pet}’s mouth to grade`}
              className="w-full rounded-2xl border border-line bg-surface object-contain"
            />
            <figcaption className="text-sm text-muted-ink">
              {data.species ? `${data.species === 'dog' ? 'Dog' : 'Cat'}, ` : 'Species not given, '}
              photographed {new Date(data.takenAt).toLocaleDateString('en-US', { dateStyle: 'medium' })}.{' '}
              {data.via === 'referral'
                ? 'Shared with your clinic on a referral.'
                : 'The owner opted in to grading.'}{' '}
              <a
                href={data.imageUrl}
                target="_blank"
                rel="noreferrer"
                className="font-semibold text-brand-700 underline"
              >
                Open full size
              </a>
            </figcaption>
          </figure>
          <form
            onSubmit={onSubmit}
            noValidate
            className="grid content-start gap-5"
            aria-label="Grade this photo"
          >
            <ChoiceGroup
              name="isUsable"
              legend="Is the photo usable?"
              choices={USABLE_CHOICES}
              value={usable}
              onChange={setUsable}
              error={errors.isUsable}
            />
            <ChoiceGroup
              name="gingivalIndex"
              legend="Gingival index (Löe–Silness)"
              choices={indexChoices(GINGIVAL_HINTS)}
              value={gingival}
              onChange={setGingival}
              error={errors.gingivalIndex}
            />
            <ChoiceGroup
              name="calculusIndex"
              legend="Calculus index"
              choices={indexChoices(CALCULUS_HINTS)}
              value={calculus}
              onChange={setCalculus}
              error={errors.calculusIndex}
            />
            <ChoiceGroup
              name="gumColour"
              legend="Gum colour"
              choices={COLOUR_CHOICES}
              value={colour}
              onChange={setColour}
              error={errors.gumColour}
            />
            <div className="grid gap-1.5">
              <label htmlFor="grade-note" className="text-sm font-semibold">
                Note <span className="font-normal text-muted-ink">(optional)</span>
              </label>
              <textarea
                id="grade-note"
                value={note}
                maxLength={GRADE_NOTE_MAX}
                onChange={(event) => setNote(event.target.value)}
                aria-invalid={errors.note ? true : undefined}
                aria-describedby="grade-note-help"
                className={TEXTAREA_CLASS}
              />
              <p
                id="grade-note-help"
                className={errors.note ? 'text-sm font-medium text-urgent' : 'text-sm text-muted-ink'}
              >
                {errors.note ?? `What you saw, up to ${GRADE_NOTE_MAX} characters. The owner never sees it.`}
              </p>
            </div>
            {formError ? <FormMessage>{formError}</FormMessage> : null}
            <Button type="submit" className="justify-self-start" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save grade'}
            </Button>
            <p className="text-sm text-muted-ink">
              The analyser’s grades appear after you save. A saved grade cannot be changed.
            </p>
          </form>
        </div>
      )}
    </div>
  );
}
