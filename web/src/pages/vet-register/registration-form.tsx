import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  SERVICE_OPTIONS,
  SPECIALTY_OPTIONS,
  type TVetRegistration,
  type TVetRegistrationParsed,
  ZVetRegistration,
} from '#common/contracts/vet-partners.ts';
import { isApiError } from '#web/api/client.ts';
import { useRegisterVetMutation } from '#web/api/vet-partners.queries.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormTextField } from '#web/components/vets/form-text-field.tsx';
import { useIsHydrated } from '#web/hooks/use-is-hydrated.ts';
import { toast } from '#web/hooks/use-toast.ts';
import { HoursFieldset } from './hours-fieldset.tsx';
import { OptionCheckboxes } from './option-checkboxes.tsx';
import { EMPTY_REGISTRATION, formFieldOf } from './registration-schema.ts';

/** The public partner application (docs/product-rules.md#vet-partners); the same contract validates it on the server. */
export function RegistrationForm({ onRegistered }: { onRegistered: (message: string) => void }) {
  const register = useRegisterVetMutation();
  const form = useForm<TVetRegistration, unknown, TVetRegistrationParsed>({
    resolver: zodResolver(ZVetRegistration),
    defaultValues: EMPTY_REGISTRATION,
  });
  const { errors, isSubmitting } = form.formState;
  // Before React has taken over the server's HTML, a submit would be the browser's own GET, with the
  // form's fields in the address.
  const isReady = useIsHydrated();

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await register.mutateAsync(values);
      form.reset(EMPTY_REGISTRATION);
      toast({ title: 'Registration Submitted', description: answer.message, variant: 'success' });
      onRegistered(answer.message);
    } catch (error) {
      for (const issue of isApiError(error) ? error.issues : []) {
        const field = formFieldOf(issue.path);
        if (field) form.setError(field, { type: 'server', message: issue.message });
      }
      const isConflict = isApiError(error) && error.code === 'CONFLICT';
      toast({
        title: 'Submission Failed',
        description: isConflict
          ? error.userMessage
          : 'There was an error submitting your registration. Please try again.',
        variant: 'error',
      });
    }
  });

  const text = (
    name:
      | 'businessName'
      | 'contactName'
      | 'email'
      | 'phone'
      | 'address'
      | 'city'
      | 'state'
      | 'zipCode'
      | 'websiteUrl',
    label: string,
    extra: Parameters<typeof FormTextField>[0] extends infer P ? Partial<P> : never = {},
  ) => (
    <FormTextField
      id={`vet-${name}`}
      label={label}
      error={errors[name]?.message}
      {...extra}
      {...form.register(name)}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6" aria-label="Veterinary partner registration">
      <div className="grid items-start gap-4 sm:grid-cols-2">
        {text('businessName', 'Business name', {
          required: true,
          autoComplete: 'organization',
          className: 'sm:col-span-2',
        })}
        {text('contactName', 'Contact person', { required: true, autoComplete: 'name' })}
        {text('email', 'Email', { required: true, type: 'email', autoComplete: 'email' })}
        {text('phone', 'Phone', { required: true, type: 'tel', autoComplete: 'tel' })}
        {text('websiteUrl', 'Website (optional)', {
          type: 'url',
          placeholder: 'https://',
          autoComplete: 'url',
        })}
        {text('address', 'Address', {
          required: true,
          autoComplete: 'street-address',
          className: 'sm:col-span-2',
        })}
        {text('city', 'City', { required: true, autoComplete: 'address-level2' })}
        <div className="grid grid-cols-2 items-start gap-4">
          {text('state', 'State', {
            required: true,
            maxLength: 2,
            autoComplete: 'address-level1',
            hint: '2 letters',
          })}
          {text('zipCode', 'ZIP code', { required: true, autoComplete: 'postal-code' })}
        </div>
      </div>
      <OptionCheckboxes
        legend="Services offered"
        idPrefix="vet-service"
        options={SERVICE_OPTIONS}
        registration={form.register('servicesOffered')}
      />
      <OptionCheckboxes
        legend="Specialties"
        idPrefix="vet-specialty"
        options={SPECIALTY_OPTIONS}
        registration={form.register('specialties')}
      />
      <HoursFieldset form={form} />
      {/* A field people never see or reach; bots that fill every input give themselves away. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="vet-fax">Fax number</label>
        <input id="vet-fax" tabIndex={-1} autoComplete="off" {...form.register('faxNumber')} />
      </div>
      <Button type="submit" size="lg" disabled={isSubmitting || !isReady} className="sm:justify-self-start">
        {isSubmitting ? 'Submitting…' : 'Submit Application'}
      </Button>
    </form>
  );
}
