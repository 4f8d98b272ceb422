import { AAHA_ANESTHESIA, AAHA_DENTAL, AVDC_POSITIONS, WSAVA_DENTAL } from './sources.ts';
import type { KnowledgeArticle } from './types.ts';

export const ANAESTHESIA: KnowledgeArticle = {
  id: 'anaesthesia-and-cleaning',
  title: 'Professional dental cleaning under anaesthesia',
  keywords: [
    'anesthesia',
    'anaesthesia',
    'anesthetic',
    'put under',
    'general anaesthetic',
    'sedation',
    'dental cleaning',
    'professional cleaning',
    'cohat',
    'dental procedure',
    'x-ray',
    'xray',
    'radiographs',
    'safe',
    'risk',
  ],
  species: 'both',
  sections: [
    {
      heading: 'What a professional cleaning involves',
      keywords: ['extraction', 'extractions', 'pulled', 'pull teeth', 'teeth out', 'happens', 'during'],
      text: 'A professional dental cleaning, called a comprehensive oral health assessment and treatment, is done under general anaesthesia with a tube in the windpipe. The vet examines and probes every tooth, takes dental X-rays, scales and polishes above and below the gum line, and treats what is found, such as extracting diseased teeth. None of this can be done thoroughly on an awake animal.',
    },
    {
      heading: 'Is anaesthesia safe?',
      text: 'Anaesthesia always carries some risk, but with a pre-anaesthetic exam, blood tests matched to the pet’s age and health, intravenous fluids and continuous monitoring by trained staff, the risk for a healthy pet is low. Age itself is not a disease: older pets often benefit most, and the anaesthetic plan is adjusted to their health. Ask your vet how your pet will be monitored and kept warm.',
    },
    {
      heading: 'How often pets need a cleaning',
      text: 'Guidelines advise an oral exam at every health check, at least once a year, with professional cleanings as often as the exam shows a need. Small dogs and cats often need them more often than large dogs. Daily brushing between cleanings stretches the interval.',
    },
  ],
  sources: [AAHA_DENTAL, AAHA_ANESTHESIA, WSAVA_DENTAL],
};

export const ANAESTHESIA_FREE: KnowledgeArticle = {
  id: 'anaesthesia-free-scaling',
  title: 'Why anaesthesia-free dental scaling is not advised',
  keywords: [
    'anesthesia free',
    'anaesthesia free',
    'anesthesia-free',
    'without anesthesia',
    'without anaesthesia',
    'no anesthesia',
    'awake cleaning',
    'non anesthetic',
    'groomer',
    'cosmetic',
    'npds',
  ],
  species: 'both',
  sections: [
    {
      heading: 'What anaesthesia-free scaling misses',
      text: 'Anaesthesia-free dental scaling, sometimes offered by groomers or mobile services, scrapes visible tartar off an awake pet’s teeth. Veterinary dental specialists (AVDC) and AAHA advise against it. The disease that matters is below the gum line, and an awake animal cannot be probed, X-rayed or cleaned there safely; the teeth look cleaner while the disease continues, which gives a false sense of security.',
    },
    {
      heading: 'Risks to the pet',
      text: 'Sharp instruments near the gums of a pet that can move suddenly can cut the gums or tongue, and being held still for scraping is stressful and can be painful. Scaling also roughens the tooth surface unless it is polished afterwards, which cannot be done properly on an awake pet. Without a tube in the windpipe, bacteria and debris can be breathed in.',
    },
    {
      heading: 'A better plan if you are worried about anaesthesia',
      text: 'Talk to your vet about the specific risks for your pet and how they are managed. Then keep disease from building up with daily brushing and VOHC-accepted products, so that cleanings under anaesthesia are needed less often and are shorter.',
    },
  ],
  sources: [AVDC_POSITIONS, AAHA_DENTAL, WSAVA_DENTAL],
};

export const COSTS: KnowledgeArticle = {
  id: 'dental-costs',
  title: 'What dental care costs, and how to plan for it',
  keywords: [
    'cost',
    'costs',
    'price',
    'how much',
    'expensive',
    'afford',
    'estimate',
    'insurance',
    'pay',
    'money',
    'cheap',
    'quote',
    'bill',
  ],
  species: 'both',
  sections: [
    {
      heading: 'A typical range in the US',
      // Not from the guidelines cited below (they give no prices): the range owner guides and
      // clinic price lists in the US commonly publish, stated as a rough guide with its caveats.
      text: 'Veterinary guidelines give no prices, and no single figure is right everywhere. As a rough guide, many clinics in the US charge somewhere around $500 to $1,000 for a routine cleaning under general anaesthesia of a dog or cat with mild disease. Whether that includes the pre-anaesthetic bloodwork, the dental X-rays, fluids and pain relief differs from clinic to clinic, and extractions or treating advanced disease add to it: bills of $1,500 to $3,000 or more are not unusual then, and more at a specialist. Prices vary with where you live and change over time, so ask your clinic for a written estimate before the day.',
      keywords: [
        'how much',
        'cost',
        'costs',
        'price',
        'dollars',
        'usd',
        'typical',
        'usually',
        'roughly',
        'average',
        'range',
        'us',
        'america',
      ],
    },
    {
      heading: 'Why prices vary so much',
      text: 'The cost of a dental procedure depends on where you live, your pet’s size and health, pre-anaesthetic tests, and above all on what the exam and dental X-rays find under anaesthesia: a cleaning alone costs far less than one with several extractions or a root canal by a specialist. Clinics therefore usually give an estimate as a range and call you during the procedure if more treatment is needed.',
    },
    {
      heading: 'Keeping costs down',
      text: 'Prevention is the cheapest dental care: daily brushing and treating gingivitis early avoid extractions later. Ask for a written estimate with a low and a high figure, ask whether X-rays are included, and check whether your pet insurance covers dental illness, as many policies cover only accidents or exclude dental disease unless yearly checks were kept. Choosing anaesthesia-free scaling to save money is not advised, because it does not treat the disease.',
    },
  ],
  sources: [AAHA_DENTAL, WSAVA_DENTAL],
};
