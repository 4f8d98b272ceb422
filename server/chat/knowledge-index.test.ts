import { describe, expect, it } from 'vitest';
import { selectPassages } from './compose-local-answer.ts';
import { KNOWLEDGE_ARTICLES } from './knowledge/articles.ts';
import { isRelevant, searchPassages } from './knowledge-index.ts';
import type { PetContext } from './pet-context.ts';

const noPet: PetContext = { pet: null, species: null, scans: [] };

/** Real owner questions, some misspelt as owners type them, each with the article that answers it. */
const QUESTIONS: [string, string][] = [
  ['How do I brush my dog’s teeth?', 'brushing'],
  ['how often shud i brsh my dogs teeth', 'brushing'],
  ['how often shud i brsh my cats teeth', 'cat-home-care'],
  ['Can I use human toothpaste on my puppy?', 'brushing'],
  ['What kind of toothbrush is best for a small dog?', 'brushing'],
  ['Are Greenies or other dental chews any good?', 'dental-chews-vohc'],
  ['what does the VOHC seal mean on a product', 'dental-chews-vohc'],
  ['Are antlers safe for my dog to chew?', 'dental-chews-vohc'],
  ['Do water additives work for tartar?', 'dental-chews-vohc'],
  ['Does dry kibble clean teeth better than wet food?', 'diet'],
  ['Is a raw diet good for my dogs teeth?', 'diet'],
  ['My dog’s gums are red along the gum line, what is that?', 'gingivitis'],
  ['can gingivits be reversed', 'gingivitis'],
  ['His gums bleed when I brush, is that gum disease?', 'gingivitis'],
  ['How do I get rid of the brown tartar on his back teeth?', 'plaque-and-tartar'],
  ['what is dental calculus', 'plaque-and-tartar'],
  ['can i scrape the tarter off myself', 'plaque-and-tartar'],
  ['What are the stages of periodontal disease?', 'periodontal-disease-stages'],
  ['whats stage 3 periodontel disease', 'periodontal-disease-stages'],
  ['my old dog has a loose wobbly tooth', 'periodontal-disease-stages'],
  ['Why does my dog’s breath smell so bad?', 'bad-breath'],
  ['my cats breath stinks like fish', 'bad-breath'],
  ['what causes halitosis in dogs', 'bad-breath'],
  ['What is tooth resorption in cats?', 'tooth-resorption-cats'],
  ['my cat has a hole in her tooth near the gum, is it a cavity?', 'tooth-resorption-cats'],
  ['cat jaw chattering when eating', 'tooth-resorption-cats'],
  ['My cat’s whole mouth is very red with ulcers at the back', 'stomatitis-cats'],
  ['My dog chipped his tooth on a bone', 'broken-teeth'],
  ['one of his teeth turned grey, is it dead?', 'broken-teeth'],
  ['Does my dog really need anesthesia for a dental cleaning?', 'anaesthesia-and-cleaning'],
  ['is anestesia safe for dental x-rays', 'anaesthesia-and-cleaning'],
  ['Is anesthesia-free teeth cleaning at the groomer OK?', 'anaesthesia-free-scaling'],
  ['can the teeth be cleaned without anaesthesia', 'anaesthesia-free-scaling'],
  ['How much does a dental cleaning cost?', 'dental-costs'],
  ['does pet insurance cover dental work', 'dental-costs'],
  ['When does my puppy lose his baby teeth?', 'puppies-and-kittens'],
  ['my kitten still has two canine teeth in the same place', 'puppies-and-kittens'],
  ['Is my 14 year old dog too old for a dental?', 'senior-pets'],
  ['dental care for an elderly cat', 'senior-pets'],
  ['What does the gingival index on my scan mean?', 'understanding-scan-results'],
  ['signs my dog has tooth pain', 'signs-of-dental-pain'],
  ['there is a lump growing on my dogs gum', 'signs-of-dental-pain'],
];

describe('knowledge retrieval', () => {
  it('has the topics the assistant promises, each with published sources', () => {
    expect(KNOWLEDGE_ARTICLES.length).toBeGreaterThanOrEqual(15);
    for (const article of KNOWLEDGE_ARTICLES) {
      expect(article.sources.length).toBeGreaterThan(0);
      for (const source of article.sources) expect(source.url).toMatch(/^https:\/\//);
    }
    const publishers = new Set(KNOWLEDGE_ARTICLES.flatMap((a) => a.sources.map((s) => s.publisher)));
    expect([...publishers].sort()).toEqual(['AAHA', 'AVDC', 'Merck', 'VOHC', 'WSAVA']);
  });

  it.each(QUESTIONS)('"%s" finds %s first', (question, articleId) => {
    const [best] = selectPassages(question, noPet);
    expect(best?.article.id).toBe(articleId);
  });

  it('answers more than 30 questions, with misspelt ones among them', () => {
    expect(QUESTIONS.length).toBeGreaterThan(30);
  });

  it.each([
    'What is the capital of France?',
    'can my dog eat grapes',
    'recommend a good movie',
    'how do I file my taxes',
    'which football team will win',
  ])('finds nothing relevant for the off-topic "%s"', (question) => {
    expect(selectPassages(question, noPet)).toEqual([]);
  });

  it('prefers passages about the pet’s own species', () => {
    const forCat = searchPassages('tooth pain signs', { species: 'cat', limit: 5 });
    expect(forCat.some((passage) => passage.species === 'cat')).toBe(true);
    const forDog = searchPassages('tooth pain signs', { species: 'dog', limit: 5 });
    expect(forDog.findIndex((p) => p.species === 'cat')).not.toBe(0);
  });

  it('does not count a match on generic words alone as relevant', () => {
    const [best] = searchPassages('my dog teeth');
    expect(best ? isRelevant(best) : false).toBe(false);
  });
});
