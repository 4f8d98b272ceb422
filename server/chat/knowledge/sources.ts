import type { KnowledgeSource } from './types.ts';

/** The references our articles are written from; each article lists the ones it relies on. */
export const AAHA_DENTAL: KnowledgeSource = {
  publisher: 'AAHA',
  title: '2019 AAHA Dental Care Guidelines for Dogs and Cats',
  url: 'https://www.aaha.org/resources/2019-aaha-dental-care-guidelines-for-dogs-and-cats/',
};

export const AAHA_ANESTHESIA: KnowledgeSource = {
  publisher: 'AAHA',
  title: '2020 AAHA Anesthesia and Monitoring Guidelines for Dogs and Cats',
  url: 'https://www.aaha.org/resources/2020-aaha-anesthesia-and-monitoring-guidelines-for-dogs-and-cats/',
};

export const AAHA_SENIOR: KnowledgeSource = {
  publisher: 'AAHA',
  title: '2023 AAHA Senior Care Guidelines for Dogs and Cats',
  url: 'https://www.aaha.org/resources/2023-aaha-senior-care-guidelines-for-dogs-and-cats/',
};

export const AVDC_POSITIONS: KnowledgeSource = {
  publisher: 'AVDC',
  title: 'American Veterinary Dental College: position statements (incl. dental scaling without anesthesia)',
  url: 'https://avdc.org/',
};

export const AVDC_NOMENCLATURE: KnowledgeSource = {
  publisher: 'AVDC',
  title:
    'American Veterinary Dental College: nomenclature (periodontal disease stages, tooth resorption, fractures)',
  url: 'https://avdc.org/',
};

export const WSAVA_DENTAL: KnowledgeSource = {
  publisher: 'WSAVA',
  title: 'WSAVA Global Dental Guidelines (2020)',
  url: 'https://wsava.org/global-guidelines/global-dental-guidelines/',
};

export const WSAVA_NUTRITION: KnowledgeSource = {
  publisher: 'WSAVA',
  title: 'WSAVA Global Nutrition Guidelines',
  url: 'https://wsava.org/global-guidelines/global-nutrition-guidelines/',
};

export const VOHC_ACCEPTED: KnowledgeSource = {
  publisher: 'VOHC',
  title: 'Veterinary Oral Health Council: accepted products and the VOHC seal',
  url: 'https://vohc.org/',
};

export const MERCK_DOG_DENTAL: KnowledgeSource = {
  publisher: 'Merck',
  title: 'Merck Veterinary Manual: Dental disorders of dogs (pet owner version)',
  url: 'https://www.merckvetmanual.com/dog-owners/digestive-disorders-of-dogs/dental-disorders-of-dogs',
};

export const MERCK_CAT_DENTAL: KnowledgeSource = {
  publisher: 'Merck',
  title: 'Merck Veterinary Manual: Dental disorders of cats (pet owner version)',
  url: 'https://www.merckvetmanual.com/cat-owners/digestive-disorders-of-cats/dental-disorders-of-cats',
};

export const MERCK_PERIODONTAL: KnowledgeSource = {
  publisher: 'Merck',
  title: 'Merck Veterinary Manual: Periodontal disease in small animals',
  url: 'https://www.merckvetmanual.com/digestive-system/dentistry/periodontal-disease-in-small-animals',
};
