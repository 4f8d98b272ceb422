import { describe, expect, it } from 'vitest';
import { detectDoseRequest } from './detect-dose-request.ts';

describe('dose request detector', () => {
  it.each([
    ['How much ibuprofen can I give my dog for tooth pain?', 'ibuprofen'],
    ['can i give my cat tylenol', 'tylenol'],
    ['what dose of meloxicam for a 10 kg dog', null],
    ['What is the dosage of clindamycin for a tooth abscess?', null],
    ['how many mg of amoxicillin for my puppy', null],
    ['Can I give him some painkillers?', null],
  ])('refuses "%s"', (message, painkiller) => {
    expect(detectDoseRequest(message)).toEqual({ humanPainkiller: painkiller });
  });

  it.each([
    'How often should I brush?',
    'How much does a dental cleaning cost?',
    'My vet prescribed antibiotics, should I still brush?',
    'Is anaesthesia safe?',
  ])('lets "%s" through', (message) => {
    expect(detectDoseRequest(message)).toBeNull();
  });
});
