import { describe, expect, it } from 'vitest';
import { EMPTY_PARTNER_FORM, parseCommission, toPartnerInput } from './partner-form-values.ts';

const filled = {
  ...EMPTY_PARTNER_FORM,
  businessName: 'Harbor Vet',
  contactName: 'Sam',
  email: 'sam@harbor.example',
  address: '1 Harbor Way',
  city: 'Portland',
  state: 'or',
  zipCode: '97201',
};

describe('admin partner form', () => {
  it('falls back to 20 for a commission it cannot read, keeps 0-100', () => {
    expect(parseCommission('abc')).toBe(20);
    expect(parseCommission('')).toBe(20);
    expect(parseCommission('35')).toBe(35);
    expect(toPartnerInput({ ...filled, commissionRate: '150' }).errors?.commissionRate).toBe(
      'Commission must be 0 to 100',
    );
  });

  it('trims comma lists and drops empty items', () => {
    const { input } = toPartnerInput({
      ...filled,
      servicesOffered: ' cleanings, ,x-rays ,',
      specialties: '',
    });
    expect(input?.servicesOffered).toEqual(['cleanings', 'x-rays']);
    expect(input?.specialties).toEqual([]);
  });

  it('names each missing required field', () => {
    const { errors } = toPartnerInput(EMPTY_PARTNER_FORM);
    expect(Object.keys(errors ?? {})).toEqual(
      expect.arrayContaining(['businessName', 'contactName', 'email', 'address', 'city', 'state', 'zipCode']),
    );
    expect(errors).not.toHaveProperty('phone');
  });
});
