import {
  DEFAULT_COMMISSION_RATE,
  splitCommaList,
  type TAdminPartner,
  type TVetPartnerInput,
  ZVetPartnerInput,
} from '#common/contracts/vet-partners.ts';

/** The admin partner form as typed: every field a string, lists comma-separated. */
export interface PartnerFormValues {
  businessName: string;
  contactName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  commissionRate: string;
  websiteUrl: string;
  servicesOffered: string;
  specialties: string;
}

export const EMPTY_PARTNER_FORM: PartnerFormValues = {
  businessName: '',
  contactName: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  commissionRate: String(DEFAULT_COMMISSION_RATE),
  websiteUrl: '',
  servicesOffered: '',
  specialties: '',
};

export function formValuesOf(partner: TAdminPartner): PartnerFormValues {
  return {
    businessName: partner.businessName,
    contactName: partner.contactName,
    email: partner.email,
    phone: partner.phone ?? '',
    address: partner.address,
    city: partner.city,
    state: partner.state,
    zipCode: partner.zipCode,
    commissionRate: String(partner.commissionRate),
    websiteUrl: partner.websiteUrl ?? '',
    servicesOffered: partner.servicesOffered.join(', '),
    specialties: partner.specialties.join(', '),
  };
}

/** A commission the form cannot read as a number falls back to 20 (docs/product-rules.md#vet-partners). */
export function parseCommission(value: string): number {
  const parsed = Number.parseInt(value, 10);
  return Number.isNaN(parsed) ? DEFAULT_COMMISSION_RATE : parsed;
}

/** What the form sends, or the problems per field found by the same contract the server uses. */
export function toPartnerInput(
  values: PartnerFormValues,
):
  | { input: TVetPartnerInput; errors?: undefined }
  | { input?: undefined; errors: Partial<Record<keyof PartnerFormValues, string>> } {
  const input: TVetPartnerInput = {
    ...values,
    phone: values.phone.trim() || null,
    websiteUrl: values.websiteUrl.trim() || null,
    commissionRate: parseCommission(values.commissionRate),
    servicesOffered: splitCommaList(values.servicesOffered),
    specialties: splitCommaList(values.specialties),
  };
  const parsed = ZVetPartnerInput.safeParse(input);
  if (parsed.success) return { input };
  const errors: Partial<Record<keyof PartnerFormValues, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]) as keyof PartnerFormValues;
    errors[field] ??= issue.message;
  }
  return { errors };
}
