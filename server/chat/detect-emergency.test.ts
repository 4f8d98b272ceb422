import { describe, expect, it } from 'vitest';
import { detectAccompanyingSigns, detectEmergency } from './detect-emergency.ts';

/** How owners describe emergencies, misspellings included, with the sign each must raise. */
const EMERGENCIES: [string, string][] = [
  ['My dog’s gums are pale', 'abnormal_gum_colour'],
  ['her gums look kind of white today', 'abnormal_gum_colour'],
  ['my cats gums are pail', 'abnormal_gum_colour'],
  ['His tongue and gums turned bluish grey', 'abnormal_gum_colour'],
  ['the gums look yellow and so do his eyes', 'abnormal_gum_colour'],
  ['I think my cat is jaundiced', 'abnormal_gum_colour'],
  ['My dog collapsed after playing', 'collapse'],
  ['she colapsed in the garden', 'collapse'],
  ['my cat fainted and is unresponsive', 'collapse'],
  ['he is struggling to breathe and his mouth is open', 'breathing'],
  ['my puppy is choking on a chew', 'breathing'],
  ['Her face is swollen under the eye', 'facial_swelling'],
  ['my dogs jaw is swolen on one side', 'facial_swelling'],
  ['there is a big swelling on his cheek', 'facial_swelling'],
  ['he broke a tooth and there’s a pink dot in the middle', 'exposed_pulp'],
  ['cracked canine, I can see the nerve exposed', 'exposed_pulp'],
  ['Rex broke a tooth and I can see a pink dot in the middle', 'exposed_pulp'],
  ['his tooth is cracked and there is a red spot right in the centre of it', 'exposed_pulp'],
  ['there is blood coming out of the tooth he cracked on a bone', 'exposed_pulp'],
  ['I see a pink dot in the middle of his broken tooth', 'exposed_pulp'],
  ['bleeding from a broken tooth', 'exposed_pulp'],
  ['My cat won’t eat anything since yesterday', 'not_eating'],
  ['my dog has stopped eating and drinking', 'not_eating'],
  ['she wont eat her food and drools', 'not_eating'],
  ['My cat hasn’t eaten anything for two days', 'not_eating'],
  ['The bleeding from his mouth won’t stop', 'uncontrolled_bleeding'],
  ['her gum keeps bleeding after she chewed a stick', 'uncontrolled_bleeding'],
  ['there is blood everywhere from his mouth', 'uncontrolled_bleeding'],
  ['my dog was hit by a car and his mouth is bleeding', 'trauma'],
  ['he can’t close his mouth after a fall', 'trauma'],
  ['my cat fell from the balcony and hurt her jaw', 'trauma'],
  ['my dog ate a tube of human toothpaste with xylitol', 'poisoning'],
  ['my puppy is having a seizure', 'seizure'],
];

/** Ordinary questions, several mentioning colours, bleeding or food, that must not raise an alarm. */
const ORDINARY = [
  'How do I brush my dog’s teeth?',
  'What colour should healthy gums be?',
  'Her gums are not pale, they are pink. Is that normal?',
  'Is it normal for a puppy to lose baby teeth?',
  'How do I stop tartar from building up?',
  'Are white teeth a sign of good health?',
  'What should my dog be eating for better teeth?',
  'Can I give my cat dental treats?',
  'His gums bleed a little when I brush, should I stop?',
  'Is breeding related to dental problems?',
  'My dog has yellow tartar on his back teeth',
  'Why does my cat’s breath smell?',
  'What is tooth resorption?',
  'How much does a dental cleaning cost?',
  'Is anaesthesia safe for older cats?',
  'Which chews have the VOHC seal?',
  'My dog chipped a tooth a year ago, the vet said it is fine. Should I brush it?',
  'Is dry food better than wet food for teeth?',
  'He loves his blue chew toy, is nylon OK?',
  'How often should a senior dog have a dental check?',
  'Is it getting better since my last scan?',
  'My kitten eats well but has bad breath',
  'There is no swelling but his gum line is red',
  'He chewed a broken toy with a red handle, which chews are safe?',
  'a broken toy, pink and squeaky, is it safe to chew?',
  'My dog broke his red ball, are tennis balls bad for teeth?',
];

describe('emergency detector', () => {
  it('has at least 20 emergency phrasings and 20 ordinary questions to check', () => {
    expect(EMERGENCIES.length).toBeGreaterThanOrEqual(20);
    expect(ORDINARY.length).toBeGreaterThanOrEqual(20);
  });

  it.each(EMERGENCIES)('flags "%s" as %s', (message, code) => {
    expect(detectEmergency(message).map((sign) => sign.code)).toContain(code);
  });

  it.each(ORDINARY)('raises no alarm for "%s"', (message) => {
    expect(detectEmergency(message).map((sign) => sign.code)).toEqual([]);
  });

  it('sees through look-alike letters and invisible characters', () => {
    // A Cyrillic і in "white" and zero-width spaces inside "collapsed".
    const codes = detectEmergency('His gums are wh\u0456te and he col\u200blap\u200bsed').map(
      (sign) => sign.code,
    );
    expect(codes.length).toBeGreaterThan(0);
    expect(detectEmergency('His gums are white and he collapsed').map((sign) => sign.code)).toEqual(codes);
  });

  it('reports every sign a message describes', () => {
    const codes = detectEmergency('His face is swollen and he won’t eat').map((sign) => sign.code);
    expect(codes).toEqual(['facial_swelling', 'not_eating']);
  });

  it('names the signs that come with an emergency, so the answer explains them too', () => {
    const message = 'My cat is drooling blood and hasn’t eaten for 2 days';
    expect(detectEmergency(message).map((sign) => sign.code)).toEqual(['not_eating']);
    expect(detectAccompanyingSigns(message).map((sign) => sign.label)).toEqual([
      'blood in the drool or saliva',
    ]);
    expect(detectAccompanyingSigns('She won’t eat')).toEqual([]);
  });
});
