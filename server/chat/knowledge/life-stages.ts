import { AAHA_DENTAL, AAHA_SENIOR, MERCK_CAT_DENTAL, MERCK_DOG_DENTAL, WSAVA_DENTAL } from './sources.ts';
import type { KnowledgeArticle } from './types.ts';

export const PUPPIES_AND_KITTENS: KnowledgeArticle = {
  id: 'puppies-and-kittens',
  title: 'Teeth of puppies and kittens',
  keywords: [
    'puppy',
    'puppies',
    'kitten',
    'kittens',
    'baby teeth',
    'milk teeth',
    'deciduous',
    'teething',
    'losing teeth',
    'retained',
    'double teeth',
    'young',
    'bite',
    'overbite',
    'underbite',
  ],
  species: 'both',
  sections: [
    {
      heading: 'Baby teeth and adult teeth',
      keywords: ['how many', 'number of teeth', 'adult teeth', 'permanent teeth', 'losing teeth'],
      text: 'Puppies have 28 baby (deciduous) teeth and adult dogs 42 permanent teeth; kittens have 26 baby teeth and adult cats 30. Baby teeth come through from about three weeks of age, and the adult teeth replace them from about three to four months, with most in place by six to seven months. Losing baby teeth in this period is normal, and they are often swallowed.',
    },
    {
      heading: 'Retained baby teeth and bite problems',
      text: 'A baby tooth that is still there when the adult tooth has come in beside it, most often a canine in small-breed dogs, should be removed by a vet promptly. Two teeth in one place trap plaque and can push the adult tooth into the wrong position. A bite in which teeth hit the gums or palate is painful and should also be assessed early.',
    },
    {
      heading: 'Starting good habits young',
      text: 'Handle your young pet’s mouth gently every day and start brushing with pet toothpaste as soon as they accept it; habits learned young last. While teething, offer soft, pet-safe chew toys rather than hard chews. Have the teeth and bite checked at the puppy or kitten visits.',
    },
  ],
  sources: [MERCK_DOG_DENTAL, MERCK_CAT_DENTAL, AAHA_DENTAL, WSAVA_DENTAL],
};

export const SENIOR_PETS: KnowledgeArticle = {
  id: 'senior-pets',
  title: 'Dental care for older dogs and cats',
  keywords: [
    'senior',
    'old',
    'older',
    'elderly',
    'aging',
    'ageing',
    'geriatric',
    'too old',
    'old age',
    'years old',
    '12 year',
    '14 year',
    '15 year',
  ],
  species: 'both',
  sections: [
    {
      heading: 'Dental disease in older pets',
      text: 'Dental disease becomes more common and more advanced with age, and older pets are also more likely to have tooth resorption (cats), worn or broken teeth, and oral tumours. Because older pets hide pain, a mouth exam at least once a year, and twice a year for seniors, is advised.',
    },
    {
      heading: 'Is my pet too old for anaesthesia?',
      text: 'Age is not a disease. Older pets get blood and urine tests and sometimes other checks before anaesthesia, and the anaesthetic plan is tailored to any kidney, heart or other conditions. Leaving painful, infected teeth untreated is itself a burden on an older pet, and many owners find their senior pet eats and plays better after dental treatment.',
    },
    {
      heading: 'Home care for seniors',
      text: 'Keep brushing gently if your pet accepts it, watch for weight loss, dropping food or chewing on one side, and check the mouth for lumps. Soft food is fine for pets with few teeth left; cats and dogs manage well after extractions.',
    },
  ],
  sources: [AAHA_SENIOR, AAHA_DENTAL, WSAVA_DENTAL],
};
