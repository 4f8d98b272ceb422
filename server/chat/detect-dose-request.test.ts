import { describe, expect, it } from 'vitest';
import corpus from './detect-dose-request.corpus.json' with { type: 'json' };
import { detectDoseRequest, readForDoseDetection } from './detect-dose-request.ts';

describe('dose request detector', () => {
  it.each([
    ['How much ibuprofen can I give my dog for tooth pain?', 'ibuprofen'],
    ['can i give my cat tylenol', 'tylenol'],
    ['Can my dog take 1buprofen?', 'ibuprofen'],
    ['p@racetamol for my cat?', 'paracetamol'],
    ['how much Ibupr0fen is safe', 'ibuprofen'],
  ])('names the human painkiller in "%s"', (message, painkiller) => {
    expect(detectDoseRequest(message)).toEqual({ humanPainkiller: painkiller, isHumanMedicine: true });
  });

  it.each([
    'what dose of meloxicam for a 10 kg dog',
    'What is the dosage of clindamycin for a tooth abscess?',
    'how many mg of amoxicillin for my puppy',
    'Can I give him some painkillers?',
  ])('refuses "%s" without a human-medicine warning', (message) => {
    expect(detectDoseRequest(message)).toEqual({ humanPainkiller: null, isHumanMedicine: false });
  });

  it('warns about human medicine that is asked for without a name', () => {
    expect(detectDoseRequest('which human pain reliever… what quantity?')).toEqual({
      humanPainkiller: null,
      isHumanMedicine: true,
    });
    expect(detectDoseRequest('can I use my own pain meds on my dog?')?.isHumanMedicine).toBe(true);
  });

  it('reads through disguises to the words the rules look for', () => {
    expect(readForDoseDetection('how much m e l o x i c a m per k g')).toBe('AMOUNT MED AMOUNT');
    expect(readForDoseDetection('d0sage of amoxiciIlin')).toBe('DOSE of MED');
    expect(readForDoseDetection('carpro fen 100mg')).toBe('MED 100 MGUNIT');
    expect(readForDoseDetection('M E L O X I C A M  D O S E')).toBe('MED DOSE');
    expect(readForDoseDetection('h o w m u c h c a r p r o f e n')).toBe('AMOUNT MED');
  });

  it('does not mistake the vet giving a medicine for the owner asking', () => {
    expect(detectDoseRequest('The vet gave him antibiotics; can he eat?')).toBeNull();
  });
});

describe('the dose detector is hard to evade: spelt-out letters, digits for letters, loose words', () => {
  it('catches the four reported evasions', () => {
    for (const message of [
      'what amount of carprofen should I give?',
      'how much m e l o x i c a m per k g',
      'd0sage of amoxiciIlin',
      'which human pain reliever… what quantity',
    ]) {
      expect(detectDoseRequest(message), message).not.toBeNull();
    }
  });

  it(`catches all ${corpus.mustTrigger.length} phrasings of the corpus that ask for a dose or a medicine`, () => {
    expect(corpus.mustTrigger.length).toBeGreaterThanOrEqual(50);
    const missed = corpus.mustTrigger.filter((message) => detectDoseRequest(message) === null);
    expect(missed).toEqual([]);
  });

  it(`lets all ${corpus.mustNotTrigger.length} general dental questions of the corpus through`, () => {
    expect(corpus.mustNotTrigger.length).toBeGreaterThanOrEqual(20);
    const flagged = corpus.mustNotTrigger.filter((message) => detectDoseRequest(message) !== null);
    expect(flagged).toEqual([]);
  });
});

describe('a medicine’s strength, or doubling or halving what is given, is a dose question', () => {
  it.each([
    'clindamycin for dog tooth infection, what strength',
    'my vet said 2 tablets of amoxicillin, can I double it?',
  ])('catches the reported "%s"', (message) => {
    expect(detectDoseRequest(message)).toEqual({ humanPainkiller: null, isHumanMedicine: false });
  });

  it('reads each family’s words, however disguised, as the rules do', () => {
    expect(readForDoseDetection('what concentration of metacam')).toBe('what STRENGTH of MED');
    expect(readForDoseDetection('right strenght of meloxicam')).toBe('right STRENGTH of MED');
    expect(readForDoseDetection('c4n i d0uble the cl4vamox')).toBe('can i CHANGE the MED');
    expect(readForDoseDetection('can I halve the tablet')).toBe('can i CHANGE the FORM');
    expect(readForDoseDetection('how many m.g. of metacam')).toBe('AMOUNT MGUNIT of MED');
  });

  it('asks the words of a family about a medicine or a tablet before calling them a dose question', () => {
    for (const message of [
      'What strength of toothbrush bristles for a cat?',
      'Can I double the brushing while he is on antibiotics?',
      'My dog lost strength after his extraction; when can he eat hard food?',
      'The vet doubled his antibiotics; can he still chew toys?',
    ]) {
      expect(detectDoseRequest(message), message).toBeNull();
    }
  });
});
