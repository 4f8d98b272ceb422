import { CHAT_DISCLAIMER } from '#common/contracts/chat.ts';
import { articlesOf } from './compose-local-answer.ts';
import { petContextForPrompt } from './describe-pet-context.ts';
import { findAskedPeriod } from './find-asked-period.ts';
import type { ScoredPassage } from './knowledge-index.ts';
import type { PetContext } from './pet-context.ts';

/** One message of the conversation a chat model is sent (server/services/chat/chat-model.ts). */
export interface ModelTurn {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** Earlier exchanges sent along, so follow-up questions make sense; older ones are left out. */
const HISTORY_TURNS = 3;
const HISTORY_CHARS = 1_500;

const RULES = `You are PawSmile's AI Vet Assistant, answering pet owners' questions about dog and cat dental health.
Rules:
- Answer ONLY from the numbered reference passages and the pet context below. Cite the passages you use as [n] after the sentence.
- If they do not answer the question, say plainly that you don't know and suggest asking their vet. Never invent facts, numbers or sources.
- If the question is not about a pet's teeth, gums or mouth (restaurants, sport, other health problems), say plainly that you only answer dog and cat dental questions; do not turn it into dental advice.
- Never give medicine names with doses, amounts or schedules; say a vet must prescribe.
- Dental cleaning is done under general anaesthesia; never recommend anaesthesia-free scaling. Recommend VOHC-accepted home-care products only in general terms.
- If the owner describes pale, white, blue, grey or yellow gums, collapse, trouble breathing, facial swelling, uncontrolled bleeding, a broken tooth with the pulp showing, not eating, or an injury, tell them to see a vet now.
- You are not a vet and cannot diagnose. Be warm, plain and brief (under 200 words). Plain text, no markdown headings.
- A disclaimer is added after your answer automatically: "${CHAT_DISCLAIMER}" Do not repeat it.`;

export interface PromptInput {
  question: string;
  passages: ScoredPassage[];
  context: PetContext;
  history: { message: string; response: string }[];
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max)}…`;
}

/**
 * The model sees the same passages the built-in guide would quote, numbered
 * as the answer's sources, and the pet's scans: the answer stays grounded
 * and its [n] markers match the sources shown.
 */
export function buildModelPrompt({ question, passages, context, history }: PromptInput): ModelTurn[] {
  const articles = articlesOf(passages);
  const references =
    passages.length === 0
      ? 'Reference passages: none matched this question.'
      : [
          'Reference passages:',
          ...passages.map((passage) => {
            const n = articles.indexOf(passage.article) + 1;
            return `[${n}] ${passage.article.title} — ${passage.section.heading}: ${passage.section.text}`;
          }),
        ].join('\n');
  const turns: ModelTurn[] = [
    {
      role: 'system',
      content: `${RULES}\n\n${petContextForPrompt(context, context.asOf ? findAskedPeriod(question, context.asOf) : null)}\n\n${references}`,
    },
  ];
  for (const exchange of history.slice(-HISTORY_TURNS)) {
    turns.push({ role: 'user', content: clip(exchange.message, HISTORY_CHARS) });
    turns.push({ role: 'assistant', content: clip(exchange.response, HISTORY_CHARS) });
  }
  turns.push({ role: 'user', content: question });
  return turns;
}

/** A rough count (4 characters a token) for budgeting when the provider reports no usage. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}
