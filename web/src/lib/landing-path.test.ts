import { describe, expect, it } from 'vitest';
import { landingPathFor } from './landing-path.ts';

describe('landingPathFor', () => {
  it('sends clinic staff to /clinic, keeping a return path inside it', () => {
    expect(landingPathFor({ role: 'vet' }, null)).toBe('/clinic');
    expect(landingPathFor({ role: 'vet' }, '/pets')).toBe('/clinic');
    expect(landingPathFor({ role: 'vet' }, '/')).toBe('/clinic');
    expect(landingPathFor({ role: 'vet' }, '/clinic/team')).toBe('/clinic/team');
    expect(landingPathFor({ role: 'vet' }, '/clinic?status=new#top')).toBe('/clinic?status=new#top');
  });

  it('does not take a look-alike path for the clinic', () => {
    expect(landingPathFor({ role: 'vet' }, '/clinicians')).toBe('/clinic');
    expect(landingPathFor({ role: 'vet' }, '/x/clinic')).toBe('/clinic');
  });

  it('sends owners and admins back where they came from, or home', () => {
    expect(landingPathFor({ role: 'user' }, '/pets')).toBe('/pets');
    expect(landingPathFor({ role: 'user' }, null)).toBe('/');
    expect(landingPathFor({ role: 'admin' }, '/admin')).toBe('/admin');
  });
});
