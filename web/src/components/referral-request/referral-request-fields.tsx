import type { UseFormReturn } from 'react-hook-form';
import { Field, fieldDescriptionId } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import type {
  ReferralRequestField,
  TReferralRequestFormInput,
  TReferralRequestFormOutput,
} from './referral-request-schema.ts';

interface ReferralRequestFieldsProps {
  form: UseFormReturn<TReferralRequestFormInput, unknown, TReferralRequestFormOutput>;
  idPrefix: string;
}

interface FieldSpec {
  label: string;
  hint?: string;
  type?: 'email' | 'text';
  autoComplete: string;
  isRequired?: boolean;
  className?: string;
}

const FIELD_SETTINGS: Record<ReferralRequestField, FieldSpec> = {
  email: { label: 'Email', type: 'email', autoComplete: 'email', isRequired: true },
  location: { label: 'Location', hint: 'City or ZIP code', autoComplete: 'postal-code', isRequired: true },
  petName: { label: 'Pet name (optional)', autoComplete: 'off' },
  petAge: { label: 'Pet age (optional)', hint: 'e.g. 7 years', autoComplete: 'off' },
  petBreed: { label: 'Breed (optional)', autoComplete: 'off', className: 'sm:col-span-2' },
  concern: { label: 'Concern or details (optional)', autoComplete: 'off', className: 'sm:col-span-2' },
};

/** Same look as the shared Input, for the one multi-line field. */
const TEXTAREA_CLASS =
  'min-h-24 w-full rounded-xl border border-line bg-white px-3.5 py-2.5 text-base text-ink shadow-xs placeholder:text-muted-ink/80 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/40 aria-invalid:border-urgent sm:text-sm';

export function ReferralRequestFields({ form, idPrefix }: ReferralRequestFieldsProps) {
  const { errors } = form.formState;

  const field = (name: ReferralRequestField) => {
    const spec = FIELD_SETTINGS[name];
    const id = `${idPrefix}-${name}`;
    const error = errors[name]?.message;
    const common = {
      id,
      autoComplete: spec.autoComplete,
      required: spec.isRequired,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error || spec.hint ? fieldDescriptionId(id) : undefined,
      ...form.register(name),
    };
    return (
      <Field key={name} id={id} label={spec.label} hint={spec.hint} error={error} className={spec.className}>
        {name === 'concern' ? (
          <textarea
            {...common}
            rows={3}
            placeholder="What have you noticed? e.g. bad breath, bleeding, not eating"
            className={TEXTAREA_CLASS}
          />
        ) : (
          <Input {...common} type={spec.type ?? 'text'} />
        )}
      </Field>
    );
  };

  return (
    <div className="grid items-start gap-4 sm:grid-cols-2">
      {field('email')}
      {field('location')}
      {field('petName')}
      {field('petAge')}
      {field('petBreed')}
      {field('concern')}
    </div>
  );
}
