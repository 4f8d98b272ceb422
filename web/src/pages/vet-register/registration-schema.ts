import type { FieldPath } from 'react-hook-form';
import type { TVetRegistration } from '#common/contracts/vet-partners.ts';

/** Form fields the server may name in a validation issue (its `path`), mapped to the form's own names. */
export function formFieldOf(path: string): FieldPath<TVetRegistration> | undefined {
  const known = [
    'businessName',
    'contactName',
    'email',
    'phone',
    'address',
    'city',
    'state',
    'zipCode',
    'websiteUrl',
    'servicesOffered',
    'specialties',
  ] as const;
  const head = path.split('.')[0];
  if ((known as readonly string[]).includes(head)) return head as FieldPath<TVetRegistration>;
  if (path.startsWith('availabilityHours.')) return path as FieldPath<TVetRegistration>;
  return undefined;
}

export const EMPTY_REGISTRATION: TVetRegistration = {
  businessName: '',
  contactName: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  websiteUrl: '',
  servicesOffered: [],
  specialties: [],
  availabilityHours: {
    monday: '',
    tuesday: '',
    wednesday: '',
    thursday: '',
    friday: '',
    saturday: '',
    sunday: '',
  },
  faxNumber: '',
};
