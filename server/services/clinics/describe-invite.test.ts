import { describe, expect, it } from 'vitest';
import { describeInvite } from './describe-invite.ts';

describe('describeInvite', () => {
  it('names the address and the link lifetime when an invite went out', () => {
    expect(describeInvite('sent', 'vet@clinic.test')).toEqual({
      outcome: 'sent',
      email: 'vet@clinic.test',
      message: 'We sent an invite to vet@clinic.test. The link works once, for 7 days.',
    });
  });

  it('tells the reader an existing account was left alone, and what to do instead', () => {
    const { message } = describeInvite('account_exists', 'owner@example.test');
    expect(message).toContain('owner@example.test already has a PawSmile account');
    expect(message).toContain('left as it is');
    expect(message).toContain('Use another address');
  });

  it('says no invite was needed for a member who already signs in', () => {
    expect(describeInvite('already_staff', 'a@b.test').message).toBe(
      'a@b.test already signs in for this clinic; no invite was needed.',
    );
  });
});
